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
        let context = playbackContext
        // Every player shown before: one in no window now reconsiders too (it may stop streaming).
        for reference in routedPlayers + knownPlayers {
            guard let player = reference.object, !shown.contains(where: { $0 === player }) else { continue }
            player.setRoute(airPlayScreenIsActive: airPlayScreenIsActive, isShownByPlayerView: false, app: context)
        }
        for player in shown {
            player.setRoute(airPlayScreenIsActive: airPlayScreenIsActive, isShownByPlayerView: true, app: context)
        }
        let unseen = shown.filter { player in !knownPlayers.contains { $0.object === player } }
        knownPlayers = knownPlayers.filter { $0.object != nil } + unseen.map(WeakReference.init)
        routedPlayers = shown.map(WeakReference.init)
    }

    /// Refreshes every player after `player` changed a setting; `false` when this device has never
    /// shown it and does not show it now, so that it decides alone.
    func refreshExternalPlayback(for player: AVPlayer) -> Bool {
        let isKnown = knownPlayers.contains { $0.object === player } || playersInWindows.contains { $0 === player }
        if isKnown { refreshExternalPlayback() }
        return isKnown
    }

    /// How the app runs, for its players: whether its scenes are in the background (they resign first,
    /// so while the app leaves they are still in the foreground), whether it may run there, and this
    /// device's answers to the video questions.
    var playbackContext: SimulatedPlaybackContext {
        SimulatedPlaybackContext(
            isInBackground: lifecycle.isInBackground && applicationScenes.allSatisfy { $0.activationState == .background },
            runsInTheBackground: declaresBackgroundAudio,
            switchesInTheBackground: behavior[.playersSwitchToExternalPlaybackInTheBackground],
            returnKeepsThePosition: behavior[.leavingExternalPlaybackKeepsThePosition],
            receiverStopsWithTheApp: behavior[.externalPlaybackStopsWhenTheAppIsSuspended])
    }

    /// Whether the app's Info.plist has `audio` in `UIBackgroundModes`, so that it keeps running in
    /// the background while it plays (Documentation/PlatformFacts.md, "Video in the background").
    public var declaresBackgroundAudio: Bool {
        (infoPlist["UIBackgroundModes"] as? [String])?.contains("audio") ?? false
    }

    /// Tells every player the app has shown how the app runs now: called when its scenes go to the
    /// background or come back, inside the turn, so that a player reconsiders external playback at the
    /// moment the app changes.
    func tellPlayersHowTheAppRuns() {
        refreshExternalPlayback()
    }

    /// Lets `seconds` of simulated time pass for the app's video: every player the app has shown moves
    /// its position on where its video plays (in the app's window while the app is in front, on the
    /// receiver in external playback), at its rate. Runs queued work first, like any device entry point.
    public func runPlayback(forSeconds seconds: Double) {
        runUntilIdle()
        for reference in knownPlayers { reference.object?.advance(bySeconds: seconds) }
    }

    /// The player whose stream `display` shows instead of the app's window or the mirror, if any.
    func externalPlaybackPlayer(on display: SimulatedDisplay) -> AVPlayer? {
        refreshExternalPlayback()
        guard display === externalPlaybackDisplay else { return nil }
        // A player handed off keeps streaming when its window goes (the app's scene left in the background).
        let players = playersInWindows + knownPlayers.compactMap(\.object)
        return players.first { $0.isExternalPlaybackActive }
    }
}
