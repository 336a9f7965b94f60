#if canImport(UIKit) || AIRKIT_STANDIN
/// A player a request holds, with the settings the app had given it before AirKit kept it out of
/// external playback.
///
/// `AVPlayer.h` (Documentation/PlatformFacts.md, "Video and external playback"): with
/// `allowsExternalPlayback == false` the player never switches, and
/// `usesExternalPlaybackWhileExternalScreenIsActive` then has no effect; both are set to `false` here so
/// that whatever AVKit's views do with the second, the first holds. The core decides when each setting
/// is applied; this only applies it.
@MainActor
struct HeldPlayer {
    /// The two properties AirKit changes.
    struct Settings: Sendable, Equatable {
        var allowsExternalPlayback: Bool
        var usesExternalPlaybackWhileExternalScreenIsActive: Bool

        /// What AirKit sets while it holds the player.
        static let keptOut = Self(allowsExternalPlayback: false, usesExternalPlaybackWhileExternalScreenIsActive: false)
        /// What AirKit sets while the player is handed to external playback.
        static let handedOff = Self(allowsExternalPlayback: true, usesExternalPlaybackWhileExternalScreenIsActive: true)
    }

    let player: AVPlayer
    /// The app's settings, read when a request first held the player.
    let original: Settings

    init(player: AVPlayer) {
        self.player = player
        original = Platform.externalPlaybackSettings(of: player) ?? .keptOut
    }

    func apply(_ settings: Settings) {
        Platform.setExternalPlaybackSettings(settings, of: player)
    }

    /// What the player reports now.
    var report: PlayerReport {
        let time = player.currentTime()
        return PlayerReport(
            isExternalPlaybackActive: Platform.isExternalPlaybackActive(player), position: time.isNumeric ? time.seconds : nil,
            rate: player.rate)
    }
}
#endif
