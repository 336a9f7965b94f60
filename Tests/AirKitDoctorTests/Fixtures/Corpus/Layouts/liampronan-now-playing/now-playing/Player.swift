import AVFoundation
import MediaPlayer

final class Player {
    private var player: AVPlayer?

    func load(_ url: URL) {
        let player = AVPlayer(playerItem: AVPlayerItem(url: url))
        player.allowsExternalPlayback = true
        self.player = player
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode"]
    }
}
