// The Swift code of the article "Presenting with a binding" (DeclarativePresentation.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

// snippet
struct TVRemote: View {
    let game: Game                      // an @Observable model
    @State private var showsScoreboard = false
    @State private var episode: Episode?

    var body: some View {
        VStack {
            Toggle("Scoreboard on TV", isOn: $showsScoreboard)
            EpisodeList(selection: $episode)
        }
        .airPlay(isPresented: $showsScoreboard) { ScoreboardView(game: game) }
        .airPlay(item: $episode) { episode in EpisodePlayer(episode: episode) }
    }
}
// end snippet
