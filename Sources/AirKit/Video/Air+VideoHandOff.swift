#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// What AirKit remembers while it hands players off: the Now Playing title it set, and whether it has
/// warned about the app's background mode.
struct HandOffState {
    /// The title of the Now Playing information AirKit set, to remove on return; `nil` when the
    /// information is the app's, or there is none.
    var nowPlayingTitle: String?
    var hasCheckedBackgroundAudio = false
    /// What each handed-off player was doing when the app's scene started back to the foreground, before
    /// anything of the app is shown again: whether it streamed, and the receiver's position.
    var onReturn: [ObjectIdentifier: (wasExternal: Bool, reached: CMTime)] = [:]
}

/// The hand-off of ``VideoHandOff``: players AirKit holds go to AirPlay external playback when the app's
/// scene resigns active, and come back to AirKit's window when it is active again.
///
/// Documentation/PlatformFacts.md, "Video in the background": with both external-playback settings
/// `true`, a player shown on an AirPlay display's external screen switches to external playback and the
/// receiver plays the stream itself; a cable has no external playback. The switch is made while the
/// app is still in the foreground (inactive), since a player may not switch once the app is in the
/// background (``VideoHandOff/whenInactive``). On return the player is the same, with the same item:
/// AirKit only sets the settings back, and if the position went back when the player left external
/// playback, seeks forward to where the receiver had reached, never back.
extension Air {
    /// How far behind the receiver's position a returning player may be before AirKit moves it on.
    static let returnTolerance: Double = 0.5

    /// Called when the app's scenes activate or resign (`Air+AppActivity.swift`).
    func appActivityDidChange(isActive: Bool) {
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        if isActive { takeBackVideo() } else { handOffVideo() }
        #endif
    }

    /// The self-check of the hand-off: warns once when the policy is on and the app's Info.plist has
    /// no `audio` in `UIBackgroundModes`, without which the app is suspended soon after it leaves the
    /// foreground and the receiver may stop with it.
    func checkBackgroundAudioForVideo() {
        guard videoHandOff == .whenInactive, !handOff.hasCheckedBackgroundAudio,
            systemFacts.platformOutsideTheMatrix == nil
        else { return }
        handOff.hasCheckedBackgroundAudio = true
        let modes = systemFacts.infoDictionary["UIBackgroundModes"] as? [String] ?? []
        guard !modes.contains("audio") else { return }
        log(
            .warning(
                "self-check: the video hand-off is on but the app's Info.plist has no `audio` in `UIBackgroundModes`, so while "
                    + "the device is locked the app is suspended and the AirPlay receiver may stop. Fix: add the Background Modes "
                    + "capability with \"Audio, AirPlay, and Picture in Picture\", and make the audio session's category `.playback`; "
                    + "or set `Air.shared.videoHandOff = .never`."))
    }

    /// Notes where each handed-off player is when the app's scene starts back to the foreground
    /// (`UIScene.willEnterForegroundNotification`): a player may leave external playback before the
    /// scene is active again, as its window on the external scene comes back, and AirKit takes it back
    /// from what it had reached.
    func appWillEnterForeground() {
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        for prepared in PreparedPlayer.holding(for: self) where prepared.isHandedOff {
            let key = ObjectIdentifier(prepared.player)
            guard handOff.onReturn[key] == nil else { continue }
            handOff.onReturn[key] = (prepared.player.isExternalPlaybackActive, prepared.player.currentTime())
        }
        #endif
    }

    #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
    private func handOffVideo() {
        guard videoHandOff == .whenInactive else { return }
        let players = PreparedPlayer.holding(for: self).filter { !$0.isHandedOff }
        guard !players.isEmpty else { return }
        checkBackgroundAudioForVideo()
        handOff.onReturn = [:]
        for prepared in players { prepared.handOff() }
        log(.notice("video hand-off: the app is leaving the foreground; AirKit's player may now play on the AirPlay receiver"))
        if let playing = players.first(where: { $0.player.rate != 0 }) { fillNowPlaying(from: playing.player) }
    }

    private func takeBackVideo() {
        let players = PreparedPlayer.holding(for: self).filter(\.isHandedOff)
        guard !players.isEmpty else { return }
        let noted = handOff.onReturn
        handOff.onReturn = [:]
        for prepared in players {
            let player = prepared.player
            let now = (wasExternal: player.isExternalPlaybackActive, reached: player.currentTime())
            let seen = noted[ObjectIdentifier(player)] ?? now
            let wasExternal = seen.wasExternal || now.wasExternal
            let reached = seen.wasExternal && !now.wasExternal ? seen.reached : now.reached
            prepared.takeBack()
            if wasExternal {
                log(.notice("video hand-off: the app is back; the player returns to AirKit's window"))
                keepPosition(of: player, at: reached, turnsLeft: 1)
            } else if player.rate != 0 {
                log(
                    .notice(
                        "video hand-off: the player did not switch to external playback while the app was away, as over a cable, "
                            + "which has none: its video stopped on the display and goes on now that the app is back"))
            }
        }
        clearNowPlaying()
    }

    /// Moves `player` on to `reached` if it came back behind it; waits a turn for a player still
    /// leaving external playback.
    private func keepPosition(of player: AVPlayer, at reached: CMTime, turnsLeft: Int) {
        guard reached.isNumeric, !player.isExternalPlaybackActive else {
            if turnsLeft > 0 {
                NextTurn.run { [weak self, weak player] in
                    guard let self, let player else { return }
                    keepPosition(of: player, at: reached, turnsLeft: turnsLeft - 1)
                }
            }
            return
        }
        let now = player.currentTime()
        guard now.isNumeric, now.seconds < reached.seconds - Self.returnTolerance else { return }
        player.seek(to: reached, toleranceBefore: .zero, toleranceAfter: .zero)
        let behind = String(format: "%.1f", reached.seconds - now.seconds)
        log(.info("video hand-off: the player came back \(behind) s behind the receiver; moved on to where it had reached"))
    }

    /// Gives the lock screen and the receiver a title, the elapsed time and the rate, unless the app has
    /// Now Playing information of its own or gave no title.
    private func fillNowPlaying(from player: AVPlayer) {
        let center = MPNowPlayingInfoCenter.default()
        guard center.nowPlayingInfo == nil else { return }
        guard let title = nowPlayingTitle else {
            log(
                .info(
                    "video hand-off: no Now Playing information; set `Air.shared.nowPlayingTitle`, or fill "
                        + "`MPNowPlayingInfoCenter.default().nowPlayingInfo` yourself"))
            return
        }
        var info: [String: Any] = [MPMediaItemPropertyTitle: title, MPNowPlayingInfoPropertyPlaybackRate: Double(player.rate)]
        let elapsed = player.currentTime()
        if elapsed.isNumeric { info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = elapsed.seconds }
        center.nowPlayingInfo = info
        handOff.nowPlayingTitle = title
    }

    /// Removes the information AirKit set, if it is still AirKit's: the app may have replaced it meanwhile.
    private func clearNowPlaying() {
        guard let title = handOff.nowPlayingTitle else { return }
        handOff.nowPlayingTitle = nil
        let center = MPNowPlayingInfoCenter.default()
        let ownKeys: Set = [
            MPMediaItemPropertyTitle, MPNowPlayingInfoPropertyPlaybackRate, MPNowPlayingInfoPropertyElapsedPlaybackTime,
        ]
        guard let info = center.nowPlayingInfo, info[MPMediaItemPropertyTitle] as? String == title,
            Set(info.keys).isSubset(of: ownKeys)
        else { return }
        center.nowPlayingInfo = nil
    }
    #endif
}
#endif
