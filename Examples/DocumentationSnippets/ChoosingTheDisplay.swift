// The Swift code of the article "Choosing the display" (ChoosingTheDisplay.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// The view whose body the article's fragment is.
struct DisplayPicker: View {
    var body: some View {
        VStack {
            // snippet
            ForEach(Air.shared.connection.displays) { display in
                Button("Show on \(Int(display.size.width))-point display") {
                    Air.play(on: display) { Scoreboard() }
                }
                .disabled(!display.isPresentable)
            }
            // end snippet
        }
    }
}
