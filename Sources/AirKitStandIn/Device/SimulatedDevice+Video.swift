import Foundation

/// Video and external playback: which players the app shows, and which one an AirPlay display streams.
///
/// `Documentation/PlatformFacts.md`, "Video and external playback": in "external playback" the receiver
/// plays the video itself instead of showing what the device renders ("external screen" mode, which
/// covers both mirroring and a window on the external scene). The rules the simulation adds are
/// ``SimulationAssumption/playerViewsSwitchToExternalPlayback``,
/// ``SimulationAssumption/externalPlaybackNeedsAnAirPlayReceiver`` and
/// ``SimulationAssumption/externalPlaybackHidesTheSceneWindow``.
extension SimulatedDevice {
    /// The display that would carry external playback: the first connected AirPlay display.
    var externalPlaybackDisplay: SimulatedDisplay? {
        connectedDisplays.first { $0.description.connection == .airPlay }
    }

    /// The players an `AVPlayerViewController` (or a `VideoPlayer`) shows in an unhidden window on a
    /// connected scene, in window order.
    var playersInWindows: [AVPlayer] {
        windowsOnConnectedScenes.filter { !$0.isHidden }.flatMap(players(in:))
    }

    /// The players an `AVPlayerViewController` (or a `VideoPlayer`) in `window` shows, such as the
    /// app's main window.
    public func players(in window: UIWindow) -> [AVPlayer] {
        let controllers = window.rootViewController?.controllerSubtree ?? []
        return controllers.compactMap { ($0 as? AVPlayerViewController)?.player }
    }

    /// Tells every player whether it is shown and whether an AirPlay display is in "external screen"
    /// mode, so that its `isExternalPlaybackActive` follows its own settings from then on. Runs after
    /// every turn and whenever a test looks at a display.
    func refreshExternalPlayback() {
        let shown = playersInWindows
        let airPlayScreenIsActive = externalPlaybackDisplay != nil
        for reference in routedPlayers {
            reference.object?.setRoute(airPlayScreenIsActive: false, isShownByPlayerView: false)
        }
        for player in shown {
            player.setRoute(airPlayScreenIsActive: airPlayScreenIsActive, isShownByPlayerView: true)
        }
        routedPlayers = shown.map(WeakReference.init)
    }

    /// The player whose stream `display` shows instead of the app's window or the mirror, if any.
    func externalPlaybackPlayer(on display: SimulatedDisplay) -> AVPlayer? {
        refreshExternalPlayback()
        guard display === externalPlaybackDisplay else { return nil }
        return playersInWindows.first { $0.isExternalPlaybackActive }
    }
}
