// The Swift code of the article "Video" (Video.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// The view whose body the article's fragment is: it holds the player and the chosen display.
struct VideoControls: View {
    let player: AVPlayer
    let display: Air.Display

    var body: some View {
        VStack {
            // snippet
            Button("Play on TV") {
                Air.play(.player(player))   // VideoPlayer(player: player), full screen
                player.play()
            }

            // Or with your own overlay, or an AVPlayerViewController in a representable:
            Button("Play with the score") {
                Air.play(.player(player) {
                    VideoPlayer(player: player) { ScoreOverlay() }
                })
            }

            // Or on one display among Air.shared.connection.displays (see "Choosing the display"):
            Button("Play on that display") {
                Air.play(.player(player), on: display)
            }
            // end snippet
        }
    }
}

/// The view whose body the article's declarative fragment is: it holds the player and the binding.
struct DeclarativeVideoControls: View {
    let player: AVPlayer
    @State private var showsMovieOnTV = false

    var body: some View {
        VStack {
            // snippet
            Button("Watch on TV") { showsMovieOnTV = true }
                .airPlay(isPresented: $showsMovieOnTV, showing: .player(player))

            // With an overlay:
            Button("Watch with the score") { showsMovieOnTV = true }
                .airPlay(isPresented: $showsMovieOnTV, showing: .player(player) {
                    VideoPlayer(player: player) { ScoreOverlay() }
                })

            // The video here, and on the TV while presented, with a placeholder here meanwhile:
            AirPlayed(isPresented: $showsMovieOnTV, player: player)
            // end snippet
        }
    }
}
