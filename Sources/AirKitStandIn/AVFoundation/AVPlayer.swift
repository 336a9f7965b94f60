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
        set {
            state.withLock { $0.rate = newValue }
            settingsDidChange()
        }
    }

    /// The current time of the current item (`Documentation/StandInSources.md#avplayer`, category
    /// `AVPlayerTimeControl`). In external playback it is the receiver's position.
    nonisolated open func currentTime() -> CMTime {
        CMTime(seconds: state.withLock { $0.position }, preferredTimescale: 600)
    }

    /// Moves the current time to `time`, within the tolerances (`Documentation/StandInSources.md#avplayer`,
    /// category `AVPlayerTimeControl`); the stand-in moves it exactly.
    nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        guard time.isNumeric else { return }
        state.withLock { $0.position = max(0, time.seconds) }
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
        set {
            state.withLock { $0.allowsExternalPlayback = newValue }
            settingsDidChange()
        }
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
        set {
            state.withLock { $0.usesExternalPlaybackWhileExternalScreenIsActive = newValue }
            settingsDidChange()
        }
    }

    /// What the simulated device last saw of this player: whether an AirPlay display is in "external
    /// screen" mode, whether an AVKit view in an unhidden window shows the player, and how the app runs.
    /// The player reconsiders external playback at once, as it does whenever a setting or the rate changes.
    nonisolated func setRoute(airPlayScreenIsActive: Bool, isShownByPlayerView: Bool, app: SimulatedPlaybackContext) {
        state.withLock {
            $0.airPlayScreenIsActive = airPlayScreenIsActive
            $0.isShownByPlayerView = isShownByPlayerView
            $0.context = app
            $0.reconsiderExternalPlayback()
        }
    }

    /// A setting or the rate changed: the player reconsiders external playback at once, with what the
    /// device sees now (where the simulated device runs: the main actor, which the tests run on the main
    /// dispatch queue, drained by a thread that need not be the process's first), or else with what it
    /// last saw.
    private nonisolated func settingsDidChange() {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: SimulatedMainQueue.key) == true {
            let refreshed = MainActor.assumeIsolated { SimulatedDevice.current?.refreshExternalPlayback(for: self) ?? false }
            if refreshed { return }
        }
        state.withLock { $0.reconsiderExternalPlayback() }
    }

    /// Lets `seconds` of simulated time pass: the position moves on at the rate where the video plays.
    nonisolated func advance(bySeconds seconds: Double) {
        state.withLock { $0.advance(bySeconds: seconds) }
    }

    /// Whether the position moves on as time passes: the video plays, in the app's window or on the receiver.
    nonisolated var isAdvancing: Bool {
        state.withLock { $0.isAdvancing }
    }
}

/// How the app runs, as far as a player cares, and the answers of the simulated device's switches
/// about video (`SimulatedDevice+Video.swift`).
struct SimulatedPlaybackContext: Sendable, Equatable {
    /// The app's scenes are in the background (locked, or another app in front): nothing it renders shows.
    var isInBackground = false
    /// The app keeps running in the background: its Info.plist's `UIBackgroundModes` has `audio`.
    var runsInTheBackground = false
    /// ``SimulationAssumption/playersSwitchToExternalPlaybackInTheBackground``.
    var switchesInTheBackground = false
    /// ``SimulationAssumption/leavingExternalPlaybackKeepsThePosition``.
    var returnKeepsThePosition = false
    /// ``SimulationAssumption/externalPlaybackStopsWhenTheAppIsSuspended``.
    var receiverStopsWithTheApp = true
}
/// A player's settings and what the device last told it.
private struct PlaybackState {
    var rate: Float = 0
    var allowsExternalPlayback = true
    var usesExternalPlaybackWhileExternalScreenIsActive = false
    var airPlayScreenIsActive = false
    var isShownByPlayerView = false
    var context = SimulatedPlaybackContext()
    /// The position in seconds.
    var position: Double = 0
    /// Whether the player plays in external playback: decided by ``reconsiderExternalPlayback()``.
    private(set) var isExternalPlaybackActive = false

    /// How far back the position goes when the player leaves external playback, under the harder
    /// answer of ``SimulationAssumption/leavingExternalPlaybackKeepsThePosition``.
    static let returnJump: Double = 2

    /// `AVPlayer.h`: switching needs `allowsExternalPlayback` and video playing. The AVKit views, the
    /// only way the stand-in shows a player, switch whatever `usesExternalPlaybackWhileExternalScreenIsActive`
    /// says (``SimulationAssumption/playerViewsSwitchToExternalPlayback``), and only over AirPlay
    /// (``SimulationAssumption/externalPlaybackNeedsAnAirPlayReceiver``).
    /// A player is in external playback while a player view shows it; in the foreground it leaves
    /// external playback with the view (``SimulationAssumption/externalPlaybackHidesTheSceneWindow``),
    /// while in the background, where no window of the app shows anyway, a player that streams goes on
    /// without one (`AVPlayer.h`: it switches back when playback is done, or when its settings no longer
    /// allow it).
    var wantsExternalPlayback: Bool {
        let hasView = isShownByPlayerView || (isExternalPlaybackActive && context.isInBackground)
        return airPlayScreenIsActive && hasView && allowsExternalPlayback && rate != 0
    }

    /// Switches to or from external playback when the player would, and may: in the background only
    /// under the easier answer of ``SimulationAssumption/playersSwitchToExternalPlaybackInTheBackground``.
    /// Leaving it moves the position back by ``returnJump`` under the harder answer of
    /// ``SimulationAssumption/leavingExternalPlaybackKeepsThePosition``.
    mutating func reconsiderExternalPlayback() {
        let wanted = wantsExternalPlayback
        guard wanted != isExternalPlaybackActive else { return }
        guard !context.isInBackground || context.switchesInTheBackground else { return }
        if !wanted && !context.returnKeepsThePosition { position = max(0, position - Self.returnJump) }
        isExternalPlaybackActive = wanted
    }

    /// Whether the video plays as time passes: on the receiver while in external playback (unless the
    /// app is suspended and the receiver stops with it), in the app's window while the app is in front.
    var isAdvancing: Bool {
        guard rate != 0 else { return false }
        if isExternalPlaybackActive {
            return !(context.isInBackground && !context.runsInTheBackground && context.receiverStopsWithTheApp)
        }
        return !context.isInBackground
    }

    mutating func advance(bySeconds seconds: Double) {
        if isAdvancing { position += seconds * Double(rate) }
    }
}

/// Tells whether code runs on the main dispatch queue, whichever thread drains it: a job of the main
/// queue carries the queue's specific value.
enum SimulatedMainQueue {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
