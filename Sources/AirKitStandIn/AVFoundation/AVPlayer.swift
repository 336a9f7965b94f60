import Foundation
import Synchronization

/// Plays one audiovisual item; a view (`AVPlayerViewController`, SwiftUI's `VideoPlayer`) shows its video.
///
/// `Documentation/StandInSources.md#avplayer` (`AVPlayer.h`, iOS 27.0 SDK): `NS_SWIFT_UI_ACTOR`, so a
/// `@MainActor` class, whose initializers, playback control and external-playback properties are all
/// `NS_SWIFT_NONISOLATED`. The stand-in keeps their values behind a lock so that they can be read and
/// written from any context, as on iOS.
///
/// Simulated behaviour: the simulated device tells a player whether an AirPlay display is active and
/// whether an AVKit view shows it; ``isExternalPlaybackActive`` follows from that and the player's own
/// settings (`SimulatedDevice+Video.swift`, ``SimulationAssumption/playerViewsSwitchToExternalPlayback``).
@available(iOS 4.0, tvOS 9.0, watchOS 1.0, visionOS 1.0, macOS 10.7, *)
@MainActor
open class AVPlayer: NSObject {
    private let state = Mutex(PlaybackState())

    /// A player with no item (`Documentation/StandInSources.md#avplayer`).
    nonisolated public override init() {
        super.init()
    }

    /// A player for the resource at `URL` (`Documentation/StandInSources.md#avplayer`); the stand-in loads nothing.
    nonisolated public init(url URL: URL) {
        super.init()
    }

    /// The desired rate: 0 is paused, 1 the item's natural rate (`Documentation/StandInSources.md#avplayer`).
    nonisolated open var rate: Float {
        get { state.withLock { $0.rate } }
        set { state.withLock { $0.rate = newValue } }
    }

    /// Starts playback at the default rate, 1 (`Documentation/StandInSources.md#avplayer`).
    nonisolated open func play() {
        rate = 1
    }

    /// Pauses playback: the rate becomes 0 (`Documentation/StandInSources.md#avplayer`).
    nonisolated open func pause() {
        rate = 0
    }

    /// Whether the player may switch to "external playback"; `true` by default (`Documentation/StandInSources.md#avplayer`).
    @available(iOS 6.0, tvOS 9.0, macOS 10.11, *)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on visionOS (AVPlayer.h)")
    #endif
    nonisolated open var allowsExternalPlayback: Bool {
        get { state.withLock { $0.allowsExternalPlayback } }
        set { state.withLock { $0.allowsExternalPlayback = newValue } }
    }

    /// Whether the player is playing its video in "external playback" mode (`Documentation/StandInSources.md#avplayer`).
    @available(iOS 6.0, tvOS 9.0, macOS 10.11, *)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on visionOS (AVPlayer.h)")
    #endif
    nonisolated open var isExternalPlaybackActive: Bool {
        state.withLock { $0.isExternalPlaybackActive }
    }

    /// Whether the player switches to "external playback" while "external screen" mode is active;
    /// `false` by default, and no effect while ``allowsExternalPlayback`` is `false`
    /// (`Documentation/StandInSources.md#avplayer`).
    @available(iOS 6.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on visionOS (AVPlayer.h)")
    #endif
    nonisolated open var usesExternalPlaybackWhileExternalScreenIsActive: Bool {
        get { state.withLock { $0.usesExternalPlaybackWhileExternalScreenIsActive } }
        set { state.withLock { $0.usesExternalPlaybackWhileExternalScreenIsActive = newValue } }
    }

    /// What the simulated device last saw of this player: whether an AirPlay display is in "external
    /// screen" mode, and whether an AVKit view in an unhidden window shows the player.
    nonisolated func setRoute(airPlayScreenIsActive: Bool, isShownByPlayerView: Bool) {
        state.withLock {
            $0.airPlayScreenIsActive = airPlayScreenIsActive
            $0.isShownByPlayerView = isShownByPlayerView
        }
    }
}

/// A player's settings and what the device last told it.
private struct PlaybackState {
    var rate: Float = 0
    var allowsExternalPlayback = true
    var usesExternalPlaybackWhileExternalScreenIsActive = false
    var airPlayScreenIsActive = false
    var isShownByPlayerView = false

    /// `AVPlayer.h`: switching needs `allowsExternalPlayback` and video playing. The AVKit views, the
    /// only way the stand-in shows a player, switch whatever `usesExternalPlaybackWhileExternalScreenIsActive`
    /// says (``SimulationAssumption/playerViewsSwitchToExternalPlayback``), and only over AirPlay
    /// (``SimulationAssumption/externalPlaybackNeedsAnAirPlayReceiver``).
    var isExternalPlaybackActive: Bool {
        airPlayScreenIsActive && isShownByPlayerView && allowsExternalPlayback && rate != 0
    }
}
