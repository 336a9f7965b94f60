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
