import Foundation

/// What a display shows of the app's video.
extension SimulatedDisplay {
    /// The player whose video this display plays itself in "external playback" mode, instead of the
    /// app's window or the mirror; `nil` when it shows what the device renders.
    ///
    /// Only an AirPlay display streams (``SimulationAssumption/externalPlaybackNeedsAnAirPlayReceiver``),
    /// and while it does, the app's window on its scene is not shown
    /// (``SimulationAssumption/externalPlaybackHidesTheSceneWindow``).
    public var externalPlaybackPlayer: AVPlayer? {
        isConnected ? device.externalPlaybackPlayer(on: self) : nil
    }

    /// Whether the display plays a player's stream instead of showing the app's window or mirroring.
    public var showsExternalPlayback: Bool {
        externalPlaybackPlayer != nil
    }

    /// The players whose video the app renders in the window this display shows (`VideoPlayer`,
    /// `AVPlayerViewController`); empty while it mirrors or streams.
    public var shownPlayers: [AVPlayer] {
        shownWindow.map(device.players(in:)) ?? []
    }
}
