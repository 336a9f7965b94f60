import AirKit
import AirKitStandIn
import Foundation
import Testing

/// The video hand-off (`Air.shared.videoHandOff`): while AirKit shows a player over AirPlay and the
/// device locks or the app goes to the background, the receiver plays the stream itself, and the video
/// comes back to AirKit's window on return without a jump (Documentation/PlatformFacts.md, "Video in
/// the background"). Every test runs under the harder answers of the simulated device unless it says
/// otherwise: a player switches only in the foreground, leaving external playback jumps back, and the
/// receiver stops with a suspended app.
@MainActor
@Suite("Video hand-off on lock and background")
struct VideoHandOffTests {
    nonisolated static let rows: [Platform] = [.iOS26, .iOS27]

    /// How the app leaves the foreground and comes back.
    enum Departure: CaseIterable, CustomTestStringConvertible, Sendable {
        case lock
        case background

        var testDescription: String { self == .lock ? "lock" : "background" }

        @MainActor func leave(_ device: SimulatedDevice) {
            self == .lock ? device.lock() : device.moveToBackground()
        }

        @MainActor func comeBack(_ device: SimulatedDevice) {
            self == .lock ? device.unlock() : device.moveToForeground()
        }
    }

    @Test(
        "Over AirPlay the receiver plays on while the app is away, and the video comes back to AirKit's window at the receiver's position",
        arguments: rows, Departure.allCases)
    func handOffOverAirPlay(platform: Platform, departure: Departure) {
        let (device, tv, player) = playing(platform, .airPlay)
        device.runPlayback(forSeconds: 10)
        #expect(tv.shownPlayers.contains { $0 === player }, "in AirKit's window while the app is in front")
        #expect(!player.isExternalPlaybackActive)

        departure.leave(device)
        device.runUntilIdle()
        #expect(player.isExternalPlaybackActive, "handed to the receiver before the app reached the background")
        #expect(tv.externalPlaybackPlayer === player)
        device.runPlayback(forSeconds: 30)
        #expect(abs(player.currentTime().seconds - 40) < 0.01, "the receiver went on playing while the app was away")

        departure.comeBack(device)
        device.runUntilIdle()
        #expect(!player.isExternalPlaybackActive)
        #expect(tv.shownPlayers.contains { $0 === player }, "back in AirKit's window")
        #expect(abs(player.currentTime().seconds - 40) < 0.01, "no jump back: \(player.currentTime().seconds)")
        #expect(!player.allowsExternalPlayback && !player.usesExternalPlaybackWhileExternalScreenIsActive)
        device.runPlayback(forSeconds: 5)
        #expect(abs(player.currentTime().seconds - 45) < 0.01, "plays on in AirKit's window")
        expectConsistent(.shared, on: device)
    }

    @Test("With the easier answers the hand-off works the same way", arguments: rows)
    func handOffUnderTheEasierAnswers(platform: Platform) {
        let (device, tv, player) = playing(platform, .airPlay, behavior: .easierAnswers, backgroundAudio: false)
        device.lock()
        device.runUntilIdle()
        #expect(tv.externalPlaybackPlayer === player)
        device.runPlayback(forSeconds: 20)
        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
        #expect(abs(player.currentTime().seconds - 20) < 0.01)
    }

    @Test(
        "A hand-off started only once the app is in the background comes too late under the harder answer",
        arguments: rows)
    func switchingInTheBackgroundIsTooLate(platform: Platform) {
        let (device, tv, player) = playing(platform, .airPlay)
        Air.shared.videoHandOff = .never
        device.lock()
        device.runUntilIdle()
        player.allowsExternalPlayback = true
        player.usesExternalPlaybackWhileExternalScreenIsActive = true
        #expect(!player.isExternalPlaybackActive, "the player does not switch while the app is in the background")
        #expect(!tv.showsExternalPlayback)
    }

    @Test(
        "Over a cable nothing is handed off: the video stops while the app is away, goes on at return, and AirKit says why",
        arguments: rows, Departure.allCases)
    func cableHasNoHandOff(platform: Platform, departure: Departure) {
        let (device, tv, player) = playing(platform, .cable)
        device.runPlayback(forSeconds: 10)
        departure.leave(device)
        device.runUntilIdle()
        #expect(!player.isExternalPlaybackActive)
        #expect(!tv.showsExternalPlayback)
        device.runPlayback(forSeconds: 30)
        #expect(abs(player.currentTime().seconds - 10) < 0.01, "frozen while the app is away")

        departure.comeBack(device)
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
        #expect(!player.allowsExternalPlayback && !player.usesExternalPlaybackWhileExternalScreenIsActive)
        let lines = device.log.filter { $0.subsystem == "AirKit" && $0.message.contains("as over a cable") }
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.isKeptByDefault })
    }

    @Test(
        "With the policy off the player stays in AirKit's window and its video stops while the app is away",
        arguments: rows, Connection.allCases)
    func policyOff(platform: Platform, connection: Connection) {
        let (device, tv, player) = playing(platform, connection, policy: .never)
        device.runPlayback(forSeconds: 10)
        device.lock()
        device.runUntilIdle()
        #expect(!player.isExternalPlaybackActive)
        #expect(!player.allowsExternalPlayback)
        #expect(!tv.showsExternalPlayback)
        device.runPlayback(forSeconds: 30)
        #expect(abs(player.currentTime().seconds - 10) < 0.01)
        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
        #expect(!device.log.contains { $0.message.contains("video hand-off") })
    }

    @Test("Stopping while handed off gives the player the app's own settings back", arguments: rows)
    func stopWhileHandedOffRestoresTheAppsSettings(platform: Platform) {
        let (device, _, player) = playing(platform, .airPlay, allows: false, uses: true)
        device.lock()
        device.runUntilIdle()
        #expect(player.allowsExternalPlayback && player.usesExternalPlaybackWhileExternalScreenIsActive)
        Air.stop()
        device.runUntilIdle()
        #expect(!player.allowsExternalPlayback, "the app's own value")
        #expect(player.usesExternalPlaybackWhileExternalScreenIsActive, "the app's own value")
        device.unlock()
        device.runUntilIdle()
        #expect(
            !player.allowsExternalPlayback && player.usesExternalPlaybackWhileExternalScreenIsActive, "unchanged by the return")
    }

    @Test("After a hand-off and return, stop gives the app's settings back", arguments: rows)
    func settingsComeBackAfterARoundTrip(platform: Platform) {
        let (device, _, player) = playing(platform, .airPlay, allows: true, uses: false)
        device.lock()
        device.runUntilIdle()
        device.unlock()
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        #expect(player.allowsExternalPlayback && !player.usesExternalPlaybackWhileExternalScreenIsActive)
    }

    @Test(
        "Without the audio background mode the receiver stops with the suspended app, and AirKit warns once",
        arguments: rows)
    func withoutBackgroundAudio(platform: Platform) {
        let (device, _, player) = playing(platform, .airPlay, backgroundAudio: false)
        let warnings = device.log.filter { $0.message.contains("no `audio` in `UIBackgroundModes`") }
        #expect(warnings.count == 1)
        #expect(warnings.allSatisfy { $0.level == .error || $0.level == .default })
        device.runPlayback(forSeconds: 10)
        device.lock()
        device.runUntilIdle()
        #expect(player.isExternalPlaybackActive)
        device.runPlayback(forSeconds: 30)
        #expect(abs(player.currentTime().seconds - 10) < 0.01, "the receiver stopped with the app")
        device.unlock()
        device.runUntilIdle()
        #expect(device.log.filter { $0.message.contains("no `audio` in `UIBackgroundModes`") }.count == 1)
    }

    @Test("No warning about the background mode when the app declares it or turns the policy off", arguments: rows)
    func noWarningWhenDeclaredOrOff(platform: Platform) {
        let (declared, _, _) = playing(platform, .airPlay)
        #expect(!declared.log.contains { $0.message.contains("UIBackgroundModes") })
        let (off, _, _) = playing(platform, .airPlay, policy: .never, backgroundAudio: false)
        #expect(!off.log.contains { $0.message.contains("UIBackgroundModes") })
    }

    @Test("Now Playing: AirKit shows the title it was given while handed off, and removes it on return", arguments: rows)
    func nowPlayingFromTheTitle(platform: Platform) throws {
        let (device, _, player) = playing(platform, .airPlay, title: "Big Buck Bunny")
        device.runPlayback(forSeconds: 12)
        #expect(device.nowPlayingInfo == nil, "nothing while the app is in front")
        device.lock()
        device.runUntilIdle()
        let info = try #require(device.nowPlayingInfo)
        #expect(info[MPMediaItemPropertyTitle] as? String == "Big Buck Bunny")
        #expect(info[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double == 12)
        #expect(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 1)
        #expect(player.isExternalPlaybackActive)
        device.unlock()
        device.runUntilIdle()
        #expect(device.nowPlayingInfo == nil)
    }

    @Test("Now Playing: the app's own information is never replaced or removed", arguments: rows)
    func nowPlayingOfTheAppStays(platform: Platform) {
        let (device, _, _) = playing(platform, .airPlay, title: "AirKit's title")
        let own: [String: Any] = [MPMediaItemPropertyTitle: "The app's title", "artist": "The app"]
        MPNowPlayingInfoCenter.default().nowPlayingInfo = own
        device.lock()
        device.runUntilIdle()
        #expect(device.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "The app's title")
        device.unlock()
        device.runUntilIdle()
        #expect(device.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "The app's title")
    }

    @Test("Now Playing: information the app put in while handed off stays after the return", arguments: rows)
    func nowPlayingReplacedMeanwhileStays(platform: Platform) {
        let (device, _, _) = playing(platform, .airPlay, title: "AirKit's title")
        device.lock()
        device.runUntilIdle()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 2"]
        device.unlock()
        device.runUntilIdle()
        #expect(device.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Episode 2")
    }

    @Test("Now Playing: without a title AirKit sets nothing", arguments: rows)
    func nowPlayingWithoutATitle(platform: Platform) {
        let (device, _, player) = playing(platform, .airPlay)
        device.lock()
        device.runUntilIdle()
        #expect(player.isExternalPlaybackActive)
        #expect(device.nowPlayingInfo == nil)
    }

    @Test("Control Center covering the app hands off too, and its going away takes the video back", arguments: rows)
    func inactiveHandsOff(platform: Platform) {
        let (device, tv, player) = playing(platform, .airPlay)
        device.resignActive()
        device.runUntilIdle()
        #expect(tv.externalPlaybackPlayer === player)
        device.becomeActive()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
    }

    @Test("A paused player is handed off and back without switching", arguments: rows)
    func pausedPlayer(platform: Platform) {
        let (device, tv, player) = playing(platform, .airPlay)
        player.pause()
        device.lock()
        device.runUntilIdle()
        #expect(!player.isExternalPlaybackActive)
        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
        #expect(!player.allowsExternalPlayback)
    }

    @Test("The declarative form hands off too", arguments: rows)
    func declarativeForm(platform: Platform) {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, infoPlist: Self.infoPlist(backgroundAudio: true))
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        let player = AVPlayer(url: Self.movie)
        device.launch { HandOffPresenter(player: player) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        player.play()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
        device.lock()
        device.runUntilIdle()
        #expect(tv.externalPlaybackPlayer === player)
        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownPlayers.contains { $0 === player })
    }

    private static let movie = URL(fileURLWithPath: "/movies/trailer.mp4")

    static func infoPlist(backgroundAudio: Bool) -> [String: Any] {
        var plist = InfoPlist.sceneManifest(externalDisplay: .airKit)
        if backgroundAudio { plist["UIBackgroundModes"] = ["audio"] }
        return plist
    }

    /// An app with `audio` in `UIBackgroundModes` (unless told otherwise) showing a playing player with
    /// `Air.play(player:)` on a display of `connection`.
    private func playing(
        _ platform: Platform, _ connection: Connection, behavior: SimulatedDevice.Behavior = .harderAnswers,
        policy: VideoHandOff = .whenInactive, backgroundAudio: Bool = true, title: String? = nil,
        allows: Bool = true, uses: Bool = false
    ) -> (SimulatedDevice, SimulatedDisplay, AVPlayer) {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, infoPlist: Self.infoPlist(backgroundAudio: backgroundAudio),
            behavior: behavior)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.launch { PlayerView() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        Air.shared.videoHandOff = policy
        Air.shared.nowPlayingTitle = title
        let player = AVPlayer(url: Self.movie)
        player.allowsExternalPlayback = allows
        player.usesExternalPlaybackWhileExternalScreenIsActive = uses
        Air.play(.player(player))
        player.play()
        device.runUntilIdle()
        return (device, tv, player)
    }
}

/// An app that presents its player with `.airPlay(isPresented:player:)`.
private struct HandOffPresenter: View {
    let player: AVPlayer
    @State private var isPresented = true

    var body: some View {
        Text("Movie")
            .airPlay(isPresented: $isPresented, showing: .player(player))
            .airPlaySource()
    }
}
