/// The players a request shows: kept out of AirPlay's external playback while AirKit shows them, handed
/// to it while the app is away (``VideoHandOff``), taken back on return, and given back to the app when
/// the request no longer holds them.
///
/// Documentation/PlatformFacts.md, "Video and external playback" and "Video in the background": with
/// `allowsExternalPlayback == false` a player never switches; with both settings `true`, a player shown
/// on an AirPlay display's external screen switches to external playback and the receiver plays the
/// stream itself (a cable has none). The switch is made while the app is still in the foreground
/// (inactive): a player may not switch once the app is in the background. On return the player is the
/// same, with the same item: AirKit sets the settings back and, if the position went back when the
/// player left external playback, moves it forward to where the receiver had reached, never back.
///
/// The rules it keeps:
/// - A player's settings are given back (``RuntimeMachine/Effect/restorePlayer(_:)``) only after the
///   effects that take it out of AirKit's window: the parent orders the window's effects first, so a
///   player the app gets back is never still in AirKit's window, where its own settings would let it
///   switch to the receiver.
/// - A player held by the next request too keeps the settings the app had before the first.
struct VideoMachine: Sendable {
    enum Player: Equatable, Sendable {
        /// In AirKit's window, kept out of external playback.
        case keptOut
        /// Handed to external playback while the app is away; `onReturn` is what the player reported when
        /// the app's scene started back to the foreground, before anything of the app was shown again.
        case handedOff(onReturn: PlayerReport?)
        /// Taken back while it still played on the receiver: AirKit looks again on the next turn, to move
        /// it on to `reached` if it came back behind.
        case returning(reached: Double, turnsLeft: Int)
    }

    /// What the policy applies to: players the current request holds.
    private(set) var players: [PlayerID: Player] = [:]
    private(set) var policy = VideoHandOff.whenInactive
    /// Whether AirKit set Now Playing information during the hand-off, to clear on return.
    private var hasSetNowPlaying = false
    private var hasCheckedBackgroundAudio = false
    /// Whether the app's Info.plist has `audio` in `UIBackgroundModes`.
    let declaresBackgroundAudio: Bool
    /// Whether the platform has external playback at all (visionOS has none).
    let hasExternalPlayback: Bool

    /// How far behind the receiver's position a returning player may be before AirKit moves it on.
    static let returnTolerance: Double = 0.5

    init(declaresBackgroundAudio: Bool, hasExternalPlayback: Bool) {
        self.declaresBackgroundAudio = declaresBackgroundAudio
        self.hasExternalPlayback = hasExternalPlayback
    }

    /// The request now holds `held` (none once it ended): new players are kept out, players it no longer
    /// holds get the app's settings back.
    mutating func requestDidChange(holding held: [PlayerID]) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        for player in players.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !held.contains(player) {
            players[player] = nil
            effects.append(.restorePlayer(player))
        }
        for player in held where players[player] == nil {
            players[player] = .keptOut
            effects.append(.keepPlayerOut(player))
        }
        if !held.isEmpty { effects += checkBackgroundAudio() }
        return effects
    }

    mutating func policyDidChange(to policy: VideoHandOff) -> [RuntimeMachine.Effect] {
        self.policy = policy
        return [.log(.info("videoHandOff: \(policy)"))]
    }

    /// The app's scene resigned active: under ``VideoHandOff/whenInactive`` every player kept out is
    /// handed to external playback. `reports` are the players as they are now.
    mutating func appDidResignActive(reports: [PlayerID: PlayerReport]) -> [RuntimeMachine.Effect] {
        guard hasExternalPlayback, policy == .whenInactive else { return [] }
        let leaving = players.keys.filter { players[$0] == .keptOut }.sorted { $0.rawValue < $1.rawValue }
        guard !leaving.isEmpty else { return [] }
        var effects = checkBackgroundAudio()
        for player in leaving {
            players[player] = .handedOff(onReturn: nil)
            effects.append(.handOffPlayer(player))
        }
        effects.append(
            .log(
                .notice("video hand-off: the app is leaving the foreground; AirKit's player may now play on the AirPlay receiver")
            ))
        if let playing = leaving.first(where: { (reports[$0]?.rate ?? 0) != 0 }) {
            effects.append(.fillNowPlaying(from: playing))
            hasSetNowPlaying = true
        }
        return effects
    }

    /// The app's scene started back to the foreground: notes where each handed-off player is, since a
    /// player may leave external playback before the scene is active again, as its window comes back.
    mutating func appWillEnterForeground(reports: [PlayerID: PlayerReport]) {
        for (player, state) in players {
            guard case .handedOff(nil) = state, let report = reports[player] else { continue }
            players[player] = .handedOff(onReturn: report)
        }
    }

    /// The app's scene is active again: every handed-off player is taken back, from what it had reached.
    mutating func appDidBecomeActive(reports: [PlayerID: PlayerReport]) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        for player in players.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard case .handedOff(let noted) = players[player], let now = reports[player] else { continue }
            let seen = noted ?? now
            let wasExternal = seen.isExternalPlaybackActive || now.isExternalPlaybackActive
            let reached = seen.isExternalPlaybackActive && !now.isExternalPlaybackActive ? seen.position : now.position
            effects.append(.takeBackPlayer(player))
            players[player] = .keptOut
            if wasExternal {
                effects.append(.log(.notice("video hand-off: the app is back; the player returns to AirKit's window")))
                if let reached { effects += keepPosition(of: player, at: reached, now: now, turnsLeft: 1) }
            } else if now.rate != 0 {
                effects.append(
                    .log(
                        .notice(
                            "video hand-off: the player did not switch to external playback while the app was away, as over a "
                                + "cable, which has none: its video stopped on the display and goes on now that the app is back"))
                )
            }
        }
        if hasSetNowPlaying {
            hasSetNowPlaying = false
            effects.append(.clearNowPlaying)
        }
        return effects
    }

    /// What a returning player reported on the turn after it was taken back.
    mutating func playerDidReport(_ player: PlayerID, _ report: PlayerReport) -> [RuntimeMachine.Effect] {
        guard case .returning(let reached, let turnsLeft) = players[player] else { return [] }
        players[player] = .keptOut
        return keepPosition(of: player, at: reached, now: report, turnsLeft: turnsLeft - 1)
    }

    /// Moves `player` on to `reached` if it came back behind it; looks again next turn while it is still
    /// leaving external playback.
    private mutating func keepPosition(of player: PlayerID, at reached: Double, now: PlayerReport, turnsLeft: Int)
        -> [RuntimeMachine.Effect]
    {
        guard !now.isExternalPlaybackActive, let position = now.position else {
            guard turnsLeft > 0 else { return [] }
            players[player] = .returning(reached: reached, turnsLeft: turnsLeft)
            return [.reportPlayerNextTurn(player)]
        }
        guard position < reached - Self.returnTolerance else { return [] }
        let behind = ((reached - position) * 10).rounded() / 10
        return [
            .seekPlayer(player, to: reached),
            .log(.info("video hand-off: the player came back \(behind) s behind the receiver; moved on to where it had reached")),
        ]
    }

    /// Warns once when the hand-off is on and the app's Info.plist has no `audio` in `UIBackgroundModes`,
    /// without which the app is suspended soon after it leaves the foreground and the receiver may stop.
    private mutating func checkBackgroundAudio() -> [RuntimeMachine.Effect] {
        guard hasExternalPlayback, policy == .whenInactive, !hasCheckedBackgroundAudio else { return [] }
        hasCheckedBackgroundAudio = true
        guard !declaresBackgroundAudio else { return [] }
        return [.log(.warning(Self.backgroundAudioWarning))]
    }

    static let backgroundAudioWarning =
        "self-check: the video hand-off is on but the app's Info.plist has no `audio` in `UIBackgroundModes`, so while "
        + "the device is locked the app is suspended and the AirPlay receiver may stop. Fix: add the Background Modes "
        + "capability with \"Audio, AirPlay, and Picture in Picture\", and make the audio session's category `.playback`; "
        + "or set `Air.shared.videoHandOff = .never`."
}

/// What a player reports when AirKit asks: whether it plays on the receiver, where it is (seconds; `nil`
/// when the time is not a number) and its rate.
struct PlayerReport: Equatable, Sendable {
    var isExternalPlaybackActive: Bool
    var position: Double?
    var rate: Float
}
