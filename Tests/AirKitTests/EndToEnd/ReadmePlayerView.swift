// The usage example of AirKit's README, which is that of the AirKit package whose API AirKit keeps
// (github.com/heestand-xyz/AirKit, its README at commit 71f98fb), verbatim. On iOS its imports are
// AirKit and SwiftUI; here the stand-in stands for SwiftUI.
import AirKit

#if canImport(AirKitStandIn)
import AirKitStandIn
#else
import SwiftUI
#endif

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
