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

// snippet
@MainActor
final class GuestScreens {
    private var machines: [Int: AirSurface] = [:]

    /// Gives every connected display a guest screen of its own.
    func showAll() {
        for display in Air.shared.connection.displays {
            let screen = machines[display.id] ?? AirSurface()
            machines[display.id] = screen
            Air.play(.surface(screen), pinnedTo: display)
        }
    }
}
// end snippet
