import AirKit
import AirKitStandIn
import Foundation
import Testing

@MainActor
@Observable
final class VideoScreen {
    var showsMovie = false
    var showsScores = false
    let player = AVPlayer(url: URL(fileURLWithPath: "/movies/feature.mp4"))
}

/// A remote with a declarative video and a declarative scoreboard.
struct VideoRemote: View {
    @Bindable var screen: VideoScreen

    var body: some View {
        VStack {
            Text("Movie controls").airPlay(isPresented: $screen.showsMovie, showing: .player(screen.player))
            Text("Scores controls").airPlay(isPresented: $screen.showsScores) { Text("Scores") }
        }
    }
}

/// `.airPlay(isPresented:player:)` and `AirPlayed(isPresented:player:)`: a binding drives the video,
/// and the player stays out of external playback while shown, on both paths and both answer sets.
@MainActor
@Suite("Declarative video")
struct DeclarativeVideoTests {
    nonisolated static let cases: [(Path, Answers)] = Path.allCases.flatMap { path in Answers.allCases.map { (path, $0) } }

    private func remote(_ path: Path, _ answers: Answers) -> (SimulatedDevice, VideoScreen, SimulatedDisplay) {
        let screen = VideoScreen()
        screen.player.usesExternalPlaybackWhileExternalScreenIsActive = true
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { VideoRemote(screen: screen) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        return (device, screen, tv)
    }

    @Test(
        "The binding shows the video in AirKit's window over AirPlay, and setting it back restores the player",
        arguments: cases)
    func bindingDrivesTheVideo(path: Path, answers: Answers) {
        let (device, screen, tv) = remote(path, answers)

        screen.showsMovie = true
        screen.player.play()
        device.runUntilIdle()

        #expect(tv.shownPlayers.contains { $0 === screen.player })
        #expect(!screen.player.isExternalPlaybackActive, "AirPlay did not take the video away")
        #expect(!screen.player.allowsExternalPlayback && !screen.player.usesExternalPlaybackWhileExternalScreenIsActive)
        #expect(screen.showsMovie)

        screen.showsMovie = false
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(screen.player.allowsExternalPlayback && screen.player.usesExternalPlaybackWhileExternalScreenIsActive)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "It takes part in the bindings' agreement: the video's binding stays presented, the one it replaced goes back",
        arguments: cases)
    func agreesWithOtherPresenters(path: Path, answers: Answers) {
        let (device, screen, tv) = remote(path, answers)
        screen.showsScores = true
        device.runUntilIdle()

        screen.showsMovie = true
        device.runUntilIdle()

        #expect(tv.shownPlayers.contains { $0 === screen.player })
        #expect(screen.showsMovie, "Air.play(player:) would have set this back too")
        #expect(!screen.showsScores)

        screen.showsScores = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Scores"])
        #expect(!screen.showsMovie)
        #expect(screen.player.allowsExternalPlayback, "the replaced video's player got its settings back")
        expectConsistent(.shared, on: device)
    }

    @Test("AirPlayed with a player shows the video here, and the placeholder while it is on the display", arguments: cases)
    func airPlayedVideo(path: Path, answers: Answers) throws {
        let screen = VideoScreen()
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { AirPlayed(isPresented: Bindable(screen).showsMovie, player: screen.player) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        #expect(device.players(in: window).contains { $0 === screen.player })

        screen.showsMovie = true
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === screen.player })
        #expect(!device.players(in: window).contains { $0 === screen.player })
        #expect(device.texts(in: window).contains(AirPlayPlaceholder.message))

        screen.showsMovie = false
        device.runUntilIdle()
        #expect(device.players(in: window).contains { $0 === screen.player })
        #expect(tv.isMirroring)
    }
}
