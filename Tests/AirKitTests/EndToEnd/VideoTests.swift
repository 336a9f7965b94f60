import AirKit
import AirKitStandIn
import Foundation
import Testing

/// Video on the external display: `Air.play(player:)` keeps the player in AirKit's window, where
/// over AirPlay a player left to itself switches to external playback and the receiver's stream
/// replaces AirKit's content (Documentation/PlatformFacts.md, "Video and external playback").
@MainActor
@Suite("Video on the external display")
struct VideoTests {
    nonisolated static let rows: [Platform] = [.iOS26, .iOS27]

    @Test("With Air.play(player:) the playing video stays in AirKit's window", arguments: rows, Connection.allCases)
    func helperKeepsTheVideoInAirKitsWindow(platform: Platform, connection: Connection) {
        let (device, tv) = launchedWithDisplay(platform, connection)
        let player = AVPlayer(url: Self.movie)
        player.usesExternalPlaybackWhileExternalScreenIsActive = true

        Air.play(.player(player))
        player.play()
        device.runUntilIdle()

        #expect(tv.shownPlayers.contains { $0 === player })
        #expect(!tv.showsExternalPlayback)
        #expect(!player.isExternalPlaybackActive)
        #expect(!tv.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test("Air.play(player:on:) keeps the video in AirKit's window on the chosen display", arguments: rows)
    func helperOnAChosenDisplay(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch { PlayerView() }
        let cable = device.connectDisplay(.cable)
        device.runUntilIdle()
        let airPlay = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        let player = AVPlayer(url: Self.movie)

        Air.play(.player(player), on: displays[1])
        player.play()
        device.runUntilIdle()

        #expect(airPlay.shownPlayers.contains { $0 === player })
        #expect(!player.isExternalPlaybackActive)
        #expect(cable.isMirroring)
        #expect(!player.allowsExternalPlayback, "kept out of external playback while shown")

        Air.stop()
        device.runUntilIdle()
        #expect(player.allowsExternalPlayback, "the player's own setting comes back on stop")
        #expect(airPlay.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Without the helper, over AirPlay the stream replaces AirKit's window while the video plays; a cable keeps the window",
        arguments: rows, Connection.allCases)
    func withoutTheHelperAirPlayStreamsInstead(platform: Platform, connection: Connection) {
        let (device, tv) = launchedWithDisplay(platform, connection)
        let player = AVPlayer(url: Self.movie)
        player.usesExternalPlaybackWhileExternalScreenIsActive = true

        Air.play { VideoPlayer(player: player) }
        player.play()
        device.runUntilIdle()

        switch connection {
        case .airPlay:
            #expect(tv.externalPlaybackPlayer === player)
            #expect(player.isExternalPlaybackActive)
            #expect(tv.shownWindow == nil && tv.shownPlayers.isEmpty, "AirKit's window is not shown while the TV streams")
            #expect(!tv.isMirroring)
        case .cable:
            #expect(!tv.showsExternalPlayback)
            #expect(!player.isExternalPlaybackActive)
            #expect(tv.shownPlayers.contains { $0 === player })
        }

        player.pause()
        #expect(!player.isExternalPlaybackActive, "a paused player is back in external screen mode")
        #expect(tv.shownPlayers.contains { $0 === player })
        expectConsistent(.shared, on: device)
    }

    @Test("An AVPlayerViewController in a representable stays in AirKit's window with the helper only", arguments: rows)
    func playerViewControllerContent(platform: Platform) {
        let (device, tv) = launchedWithDisplay(platform, .airPlay)
        let prepared = AVPlayer(url: Self.movie)
        let unprepared = AVPlayer(url: Self.movie)

        Air.play(.player(prepared) { PlayerControllerView(player: prepared) })
        prepared.play()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === prepared })

        Air.play { PlayerControllerView(player: unprepared) }
        unprepared.play()
        device.runUntilIdle()
        #expect(tv.externalPlaybackPlayer === unprepared)
    }

    @Test("Over AirPlay a VideoPlayer with the player's defaults also streams (the harder assumption)", arguments: rows)
    func defaultsStreamOverAirPlay(platform: Platform) {
        let (device, tv) = launchedWithDisplay(platform, .airPlay)
        let player = AVPlayer(url: Self.movie)
        #expect(player.allowsExternalPlayback && !player.usesExternalPlaybackWhileExternalScreenIsActive)

        Air.play { VideoPlayer(player: player) }
        player.play()
        device.runUntilIdle()

        #expect(tv.externalPlaybackPlayer === player)
    }

    @Test(
        "Stop gives the player its own settings back and the display mirrors again",
        arguments: rows, [(allows: true, uses: true), (allows: true, uses: false), (allows: false, uses: true)])
    func stopRestoresSettingsAndMirroring(platform: Platform, original: (allows: Bool, uses: Bool)) {
        let (device, tv) = launchedWithDisplay(platform, .airPlay)
        let player = AVPlayer(url: Self.movie)
        player.allowsExternalPlayback = original.allows
        player.usesExternalPlaybackWhileExternalScreenIsActive = original.uses

        Air.play(.player(player))
        player.play()
        device.runUntilIdle()
        #expect(!player.allowsExternalPlayback && !player.usesExternalPlaybackWhileExternalScreenIsActive)
        #expect(tv.shownPlayers.contains { $0 === player })

        Air.stop()
        device.runUntilIdle()
        #expect(player.allowsExternalPlayback == original.allows)
        #expect(player.usesExternalPlaybackWhileExternalScreenIsActive == original.uses)
        #expect(tv.isMirroring)
        #expect(!player.isExternalPlaybackActive, "a player in no window does not stream")
        expectConsistent(.shared, on: device)
    }

    @Test("Playing the same player twice, then other content, restores the app's first settings", arguments: rows)
    func replacingContentRestoresTheFirstSettings(platform: Platform) {
        let (device, tv) = launchedWithDisplay(platform, .airPlay)
        let player = AVPlayer(url: Self.movie)
        player.usesExternalPlaybackWhileExternalScreenIsActive = true

        Air.play(.player(player))
        device.runUntilIdle()
        Air.play(.player(player) { VideoPlayer(player: player) { Text("Live") } })
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Live"])
        #expect(!player.usesExternalPlaybackWhileExternalScreenIsActive)

        Air.play { Text("Intermission") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Intermission"])
        #expect(player.allowsExternalPlayback)
        #expect(player.usesExternalPlaybackWhileExternalScreenIsActive)
    }

    @Test("Mirroring comes back after a full-screen video in the app streamed over AirPlay", arguments: rows)
    func mirroringReturnsAfterStreaming(platform: Platform) {
        let player = AVPlayer(url: Self.movie)
        player.usesExternalPlaybackWhileExternalScreenIsActive = true
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { VideoPlayer(player: player).airPlaySource() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.isMirroring)

        player.play()
        device.runUntilIdle()
        #expect(tv.externalPlaybackPlayer === player)

        player.pause()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!tv.showsExternalPlayback)
    }

    private static let movie = URL(fileURLWithPath: "/movies/trailer.mp4")

    @Test(
        "Replacing or stopping a playing video over AirPlay gives the settings back only once it is out of AirKit's window",
        arguments: rows, [false, true])
    func settingsComeBackAfterTheWindow(platform: Platform, stops: Bool) {
        let (device, tv) = launchedWithDisplay(platform, .airPlay)
        let player = AVPlayer(url: URL(string: "https://example.com/movie.m3u8")!)
        player.play()
        Air.play(.player(player))
        device.runUntilIdle()
        device.runPlayback(forSeconds: 2)
        if stops { Air.stop() } else { Air.play { Text("Next") } }
        device.runUntilIdle()
        #expect(player.allowsExternalPlayback, "the app's setting is back")
        #expect(!player.isExternalPlaybackActive)
        #expect(player.currentTime().seconds >= 2, "never streamed from AirKit's window, so it did not come back behind")
        #expect(tv.shownTexts == (stops ? [] : ["Next"]))
    }

    private func launchedWithDisplay(_ platform: Platform, _ connection: Connection) -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        return (device, tv)
    }
}

/// An app's own `AVPlayerViewController`, shown from SwiftUI.
private struct PlayerControllerView: UIViewControllerRepresentable {
    let player: AVPlayer

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        AVPlayerViewController()
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        controller.player = player
    }
}
