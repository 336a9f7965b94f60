#if canImport(UIKit) || AIRKIT_STANDIN
/// A player AirKit keeps out of external playback, with the settings the app had given it.
///
/// `AVPlayer.h` (Documentation/PlatformFacts.md, "Video and external playback"): with
/// `allowsExternalPlayback == false` the player never switches, and
/// `usesExternalPlaybackWhileExternalScreenIsActive` then has no effect; both are set to `false` here so
/// that whatever AVKit's views do with the second, the first holds. The settings come back exactly once:
/// from ``restore()``, from the next preparation of the same player (which takes them over), or when
/// the last reference goes, as when AirKit drops the content that captured it.
@MainActor
final class PreparedPlayer {
    /// The two properties AirKit changes.
    struct Settings: Sendable {
        var allowsExternalPlayback: Bool
        var usesExternalPlaybackWhileExternalScreenIsActive: Bool
    }

    let player: AVPlayer
    private let original: Settings
    private var isSettled = false
    /// Whether the player is handed to external playback now (``handOff()``).
    private(set) var isHandedOff = false
    /// The model whose request holds the content that captured this preparation; set by the request
    /// made right after the preparation (``claimUnowned(by:)``).
    private weak var owner: Air?

    /// The preparation of each player that may still hold settings, by player.
    private static var live: [ObjectIdentifier: WeakPreparedPlayer] = [:]

    private init(player: AVPlayer, original: Settings) {
        self.player = player
        self.original = original
        Settings.keptOut.apply(to: player)
    }

    /// Prepares `player`, keeping the app's settings even if it is prepared already.
    static func prepare(_ player: AVPlayer) -> PreparedPlayer {
        live = live.filter { $0.value.prepared != nil }
        let key = ObjectIdentifier(player)
        let original = live[key]?.prepared?.handOver() ?? Settings(of: player)
        let prepared = PreparedPlayer(player: player, original: original)
        live[key] = WeakPreparedPlayer(prepared: prepared)
        return prepared
    }

    /// Gives the app's settings back, once.
    func restore() {
        guard !isSettled else { return }
        isSettled = true
        isHandedOff = false
        original.apply(to: player)
    }

    /// The preparations that still hold a player for `air`'s requests, in no particular order.
    static func holding(for air: Air) -> [PreparedPlayer] {
        live.values.compactMap(\.prepared).filter { !$0.isSettled && $0.owner === air }
    }

    /// Gives `air` the preparations no request has claimed yet: `Air.play(player:)` and
    /// `.airPlay(isPresented:player:)` prepare the player just before they ask `air` to show it.
    static func claimUnowned(by air: Air) {
        for prepared in live.values.compactMap(\.prepared) where prepared.owner == nil && !prepared.isSettled {
            prepared.owner = air
        }
    }

    /// Lets the player switch to external playback (`AVPlayer.h`: both settings `true`, so that the
    /// player switches while the external screen is active); ``takeBack()`` undoes it. Does nothing once
    /// the app's settings are back.
    func handOff() {
        guard !isSettled, !isHandedOff else { return }
        isHandedOff = true
        Settings.handedOff.apply(to: player)
    }

    /// Keeps the player out of external playback again, as while AirKit shows it.
    func takeBack() {
        guard !isSettled, isHandedOff else { return }
        isHandedOff = false
        Settings.keptOut.apply(to: player)
    }

    /// Passes the app's settings on to the next preparation of the same player without applying them.
    private func handOver() -> Settings? {
        guard !isSettled else { return nil }
        isSettled = true
        return original
    }

    deinit {
        if !isSettled { original.apply(to: player) }
    }
}

/// visionOS has no external playback: `AVPlayer.h` marks `allowsExternalPlayback` and
/// `usesExternalPlaybackWhileExternalScreenIsActive` `API_UNAVAILABLE(visionos)`, so there a player
/// needs keeping out of nothing and the settings are neither read nor written (Documentation/Platforms.md).
extension PreparedPlayer.Settings {
    /// What AirKit sets while it holds the player.
    static let keptOut = Self(allowsExternalPlayback: false, usesExternalPlaybackWhileExternalScreenIsActive: false)
    /// What AirKit sets while the player is handed to external playback.
    static let handedOff = Self(allowsExternalPlayback: true, usesExternalPlaybackWhileExternalScreenIsActive: true)

    init(of player: AVPlayer) {
        #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
        self = .keptOut
        #else
        self.init(
            allowsExternalPlayback: player.allowsExternalPlayback,
            usesExternalPlaybackWhileExternalScreenIsActive: player.usesExternalPlaybackWhileExternalScreenIsActive)
        #endif
    }

    /// The setters are `nonisolated` in the SDK, so this runs from a `deinit` too.
    nonisolated func apply(to player: AVPlayer) {
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        player.allowsExternalPlayback = allowsExternalPlayback
        player.usesExternalPlaybackWhileExternalScreenIsActive = usesExternalPlaybackWhileExternalScreenIsActive
        #endif
    }
}

/// A preparation held weakly, so that dropping the content can end it.
private struct WeakPreparedPlayer {
    weak var prepared: PreparedPlayer?
}
#endif
