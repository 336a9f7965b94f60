import AirKit
import SwiftUI

/// The device screen: edit the message, start and stop the external banner.
struct ContentView: View {
    @Bindable var store: MessageStore
    private let air = Air.shared

    var body: some View {
        ZStack {
            Color.yellow
                .ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Enter message to display")
                    .font(.title)
                TextEditor(text: $store.message)
                HStack {
                    Button("Show on External Display") {
                        Air.play {
                            ExternalView(store: store)
                        }
                    }
                    .disabled(!air.connection.isAvailable)

                    Button("Stop") {
                        Air.stop()
                    }
                    .disabled(!air.isPlaybackRequested)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        // iOS 27: registers the scene accessory that gets the external-display scene.
        .airPlaySource()
    }
}
