// The Swift code of the article "Getting started" (GettingStarted.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// A view the article's modifier applies to.
struct ConnectionControls: View {
    var body: some View {
        Text("Controls")
            // snippet
            .onChange(of: Air.shared.connection.isAvailable, initial: true) { _, isAvailable in
                // Update controls or other connection-dependent state.
            }
            // end snippet
    }
}

// snippet
struct ScoreboardApp: App {
    init() {
        Air.playWheneverAvailable(.swiftUI { Scoreboard() })
    }

    var body: some Scene {
        WindowGroup {
            ScoreKeeper()
                .airPlaySource()
        }
    }
}
// end snippet
