// The Swift code of the article "Leaving a placeholder on the device" (Placeholder.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

// snippet
@Observable final class Game { var score = 0 }

struct GameScreen: View {
    let game: Game
    @State private var showsOnTV = false

    var body: some View {
        VStack {
            Toggle("Show on TV", isOn: $showsOnTV)
            AirPlayed(isPresented: $showsOnTV) {
                ScoreboardView(game: game)
            }
        }
    }
}
// end snippet
