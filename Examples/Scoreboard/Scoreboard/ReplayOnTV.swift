import AirKit
import SwiftUI

/// What the TV shows during a replay: the Metal frames filling the screen, with the score over them
/// and a "Paused" veil while the phone has paused the replay.
struct ReplayOnTV: View {
    let replay: Replay

    var body: some View {
        AirSurfaceView(replay.surface)
            .overlay(alignment: .bottom) {
                VStack {
                    if replay.isPaused { Text("Paused").font(.largeTitle) }
                    Text(replay.caption).font(.title)
                }
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 40, trailing: 0))
            }
    }
}
