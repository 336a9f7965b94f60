import AirKit
import Foundation
import SwiftUI

/// The device screen: edit the message, move the banner to the external display and back, or play a
/// video there instead; adjust the banner's margin on the TV, and connect one.
struct ContentView: View {
    @Bindable var store: MessageStore
    /// Whether the banner is on the external display. Per window, so that a second window of the app
    /// (Stage Manager on an iPad) presents independently.
    @State private var showsBanner = false
    private let air = Air.shared

    /// Apple's public HTTP Live Streaming example.
    static let trailerURL = URL(
        string: "https://devstreaming-cdn.apple.com/videos/streaming/examples/bipbop_16x9/bipbop_16x9_variant.m3u8")!

    var body: some View {
        ZStack {
            Color.yellow
                .ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Enter message to display")
                    .font(.title)
                TextEditor(text: $store.message)
                // The banner preview. While it is on the external display, "Showing on TV" and a
                // "Show Here" button take its place. It also makes this screen the AirPlay source.
                AirPlayed(isPresented: $showsBanner) {
                    ExternalView(store: store)
                }
                HStack {
                    Button("Show on External Display") {
                        showsBanner = true
                    }
                    .disabled(!air.connection.isAvailable)

                    // Replaces the banner on the display; the banner comes back here.
                    Button("Play Video") {
                        let player = AVPlayer(url: Self.trailerURL)
                        Air.play(.player(player))
                        player.play()
                    }
                    .disabled(!air.connection.isAvailable)

                    // Ends whatever the display shows; `showsBanner` goes back to false with it.
                    Button("Stop") {
                        Air.stop()
                    }
                    .disabled(!air.isPlaybackRequested)
                }
                .buttonStyle(.borderedProminent)
                // How far the banner stays from the TV's edges, kept per kind of display.
                SafeAreaMarginControl(default: ExternalView.margin)
                HStack {
                    // The system's AirPlay button, for the video; mirroring starts in Control Center.
                    AirPlayRoutePicker()
                        .frame(width: 44, height: 44)
                    if !air.connection.isAvailable {
                        ScreenMirroringGuide()
                    }
                }
            }
            .padding()
        }
    }
}
