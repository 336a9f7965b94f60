// The Swift code of the article "The scene life cycle" (SceneLifeCycle.md), compiled against the
// stand-in in an executable of its own, since `@main` makes it an app's entry point: the region between
// `// snippet` and `// end snippet` is the article's code block, verbatim (DocumentationSnippetTests
// compares them). The target is built, never run.
import AirKit
import SwiftUI

// snippet
@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            PlayerView()
                .airPlaySource()
        }
    }
}
// end snippet

/// The app's main interface, which the article's app shows.
struct PlayerView: View {
    var body: some View {
        Text("Player")
    }
}
