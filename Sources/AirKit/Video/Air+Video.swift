#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The video effects: each sets a player's settings as the core decided (``VideoMachine``), reads it back
/// when asked, or fills and clears Now Playing.
extension Air {
    /// What each player the request holds reports now.
    func playerReports() -> [PlayerID: PlayerReport] {
        objects.players.mapValues(\.report)
    }

    func performVideo(_ effect: RuntimeMachine.Effect) {
        switch effect {
        case .keepPlayerOut(let player), .takeBackPlayer(let player):
            objects.players[player]?.apply(.keptOut)
        case .handOffPlayer(let player):
            objects.players[player]?.apply(.handedOff)
        case .restorePlayer(let player):
            guard let held = objects.players.removeValue(forKey: player) else { return }
            held.apply(held.original)
        case .seekPlayer(let player, let seconds):
            objects.players[player]?.player.seek(
                to: CMTime(seconds: seconds, preferredTimescale: 600), toleranceBefore: .zero, toleranceAfter: .zero)
        case .reportPlayerNextTurn(let player):
            NextTurn.run { [weak self] in
                guard let self, let report = objects.players[player]?.report else { return }
                send(.playerDidReport(player, report))
            }
        case .fillNowPlaying(let player):
            if let held = objects.players[player] { fillNowPlaying(from: held.player) }
        case .clearNowPlaying:
            clearNowPlaying()
        default:
            break
        }
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
        objects.nowPlayingTitle = title
    }

    /// Removes the information AirKit set, if it is still AirKit's: the app may have replaced it meanwhile.
    private func clearNowPlaying() {
        guard let title = objects.nowPlayingTitle else { return }
        objects.nowPlayingTitle = nil
        let center = MPNowPlayingInfoCenter.default()
        let ownKeys: Set = [
            MPMediaItemPropertyTitle, MPNowPlayingInfoPropertyPlaybackRate, MPNowPlayingInfoPropertyElapsedPlaybackTime,
        ]
        guard let info = center.nowPlayingInfo, info[MPMediaItemPropertyTitle] as? String == title,
            Set(info.keys).isSubset(of: ownKeys)
        else { return }
        center.nowPlayingInfo = nil
    }
}
#endif
