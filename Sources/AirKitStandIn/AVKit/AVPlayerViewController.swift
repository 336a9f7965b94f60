import Foundation

/// A view controller that shows an `AVPlayer`'s video with the standard playback controls.
///
/// `Documentation/StandInSources.md#avplayerviewcontroller` (`AVPlayerViewController.h`, iOS 27.0 SDK): a `UIViewController`
/// subclass, so `@MainActor`, with a nullable, strong `player`. Of its many properties the stand-in
/// declares those that bear on what an external display shows; both default to `true`.
///
/// Simulated behaviour: while the controller is in an unhidden window on a connected scene, it shows
/// its player, and over AirPlay a playing player switches to external playback unless its
/// `allowsExternalPlayback` is `false` (``SimulationAssumption/playerViewsSwitchToExternalPlayback``).
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class AVPlayerViewController: UIViewController {
    /// The player whose video the controller shows (`Documentation/StandInSources.md#avplayerviewcontroller`).
    open var player: AVPlayer?

    /// Whether the playback controls are shown; `true` by default (`Documentation/StandInSources.md#avplayerviewcontroller`).
    open var showsPlaybackControls = true

    /// Whether the controller updates the Now Playing info center; `true` by default
    /// (`Documentation/StandInSources.md#avplayerviewcontroller`).
    @available(iOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    #if AIRKIT_STANDIN_TVOS
    @available(*, deprecated, message: "unavailable on tvOS (AVPlayerViewController.h)")
    #endif
    open var updatesNowPlayingInfoCenter = true
}
