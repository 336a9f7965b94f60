// The Swift code of README.md, compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.

// snippet
import AirKit
import SwiftUI

struct PlayerView: View {
    private let air = Air.shared

    var body: some View {
        VStack {
            Button("Show on External Display") {
                Air.play {
                    Text("External display content")
                }
            }
            .disabled(!air.connection.isAvailable)

            Button("Stop") {
                Air.stop()
            }
            .disabled(!air.isPlaybackRequested)
        }
        .airPlaySource()
    }
}
// end snippet

// snippet
struct RemoteView: View {
    let game: Game                      // an @Observable model
    @State private var showsScoreboard = false

    var body: some View {
        VStack {
            Button("Show Scoreboard on TV") { showsScoreboard = true }
            // Moves to the TV while showsScoreboard is true; "Showing on TV" with a
            // "Show Here" button takes its place on the device.
            AirPlayed(isPresented: $showsScoreboard) {
                ScoreboardView(game: game)
            }
        }
    }
}
// end snippet

/// The context of the README's fragment for a multiplatform app: a view whose body keeps AirKit's calls
/// out of a Mac build.
struct MultiplatformPlayerView: View {
    // snippet
    var body: some View {
        VStack {
            #if canImport(UIKit)
            Button("Show on External Display") {
                Air.play {
                    Text("External display content")
                }
            }
            .disabled(!Air.shared.connection.isAvailable)
            #endif
        }
        #if canImport(UIKit)
        .airPlaySource()
        #endif
    }
    // end snippet
}

// snippet
import AirKit

final class RemoteViewController: UIViewController {
    private let scoreboard = ScoreboardViewController()  // your view controller for the TV

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)  // the display is available on iOS 27 only while a source is presented
    }

    func showOnTV() {
        Air.play(.viewController(scoreboard))
    }

    func stopTV() {
        Air.stop()
    }
}
// end snippet
