import Foundation

/// SwiftUI's view of an `AVPlayer`'s video, with the standard controls and an optional overlay.
///
/// `Documentation/StandInSources.md#videoplayer` (`_AVKit_SwiftUI.swiftinterface`, iOS 27.0 SDK):
/// `@MainActor @preconcurrency public struct VideoPlayer<VideoOverlay> : View where VideoOverlay : View`,
/// `init(player:videoOverlay:)` with a nullable player and a `@ViewBuilder` overlay, `init(player:)` where
/// the overlay is `EmptyView`, an opaque `body`, and an unconditional `Sendable` conformance.
///
/// Simulated behaviour: the body is an `AVPlayerViewController` (through a representable) under the
/// overlay, so the player is shown and switches to external playback as that controller's is
/// (``SimulationAssumption/playerViewsSwitchToExternalPlayback``).
@available(iOS 14.0, macOS 11.0, watchOS 7.0, tvOS 14.0, *)
@MainActor
@preconcurrency
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    /// A player view with `videoOverlay` above the video (`Documentation/StandInSources.md#videoplayer`).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    /// The video, then the overlay (`Documentation/StandInSources.md#videoplayer`).
    public var body: some View {
        ZStack {
            PlayerViewControllerRepresentable(player: player)
            videoOverlay
        }
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 7.0, tvOS 14.0, *)
extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view without an overlay (`Documentation/StandInSources.md#videoplayer`).
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}

/// Unconditional, as in the SDK's interface; the stand-in stores the overlay, which need not be
/// `Sendable`, so the compiler cannot check it (`Documentation/StandInSources.md#videoplayer`).
@available(iOS 14.0, macOS 11.0, watchOS 7.0, tvOS 14.0, *)
extension VideoPlayer: @unchecked Sendable {}

/// How the stand-in's `VideoPlayer` shows its player: an `AVPlayerViewController` child of the hosting controller.
private struct PlayerViewControllerRepresentable: UIViewControllerRepresentable {
    let player: AVPlayer?

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        AVPlayerViewController()
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        if controller.player !== player { controller.player = player }
    }
}
