import AirKit
import AirKitStandIn
import Foundation
import TestSupport
import Testing

/// Everything a random run changes on its screen.
@MainActor
@Observable
private final class RandomDeclarativeScreen {
    var showsPresenters = true
    var showsMovie = false
    var showsTrailer = false
    var episode: Episode?
    var display: Air.Display?
    let board = Scoreboard()
}

private struct RandomDeclarativeView: View {
    @Bindable var screen: RandomDeclarativeScreen

    var body: some View {
        VStack {
            Text("Remote")
            if screen.showsPresenters {
                Text("Movie controls").airPlay(isPresented: $screen.showsMovie, on: screen.display) { Text("Movie") }
                Text("Trailer controls").airPlay(isPresented: $screen.showsTrailer) { Text("Trailer") }
            }
            Text("Episodes").airPlay(item: $screen.episode) { episode in Text(episode.title) }
            PlaceholderScreen(board: screen.board)
        }
    }
}

/// Long random sequences mixing the declarative forms with everything else (bindings toggled, items
/// changed, presenters leaving, `Air.play` with and without a display, stop, displays coming and
/// going, Stage Manager extending the display, placeholders brought back, both policies switched),
/// on every row of the matrix, checking after every settled step that the bindings, AirKit's state,
/// the displays and the phone agree.
///
/// `AIRKIT_RANDOM_SEQUENCES=N swift test --filter RandomizedDeclarativeTests` runs N sequences
/// (1,000 by default); `AIRKIT_RANDOM_SEED` replays a run.
@MainActor
@Suite("Randomized declarative sequences")
struct RandomizedDeclarativeTests {
    private enum Action: CaseIterable {
        case connectDisplay, connectExtendedDisplay, disconnectDisplay, toggleMovie, toggleTrailer, changeEpisode
        case togglePresenters, chooseDisplay, play, playOnDisplay, stop, togglePlaceholder, tapShowHere, score
        case switchReconnectPolicy, switchStageManagerPolicy
    }

    @MainActor
    private struct Run {
        let platform: Platform
        let device: SimulatedDevice
        let screen = RandomDeclarativeScreen()
        var displays: [SimulatedDisplay] = []
        var trace: [String] = []
    }

    @Test("Random sequences keep the bindings, AirKit and the displays consistent")
    func randomSequences() {
        RandomRunSettings.runSequences(named: "randomized declarative", defaultSequences: 1_000) { runSequence(seed: $0) }
    }

    private func runSequence(seed: UInt64) -> (steps: Int, failure: String?) {
        var random = SeededGenerator(seed: seed)
        let platform = Platform.all.randomElement(using: &random)!
        let device = SimulatedDevice.airKitApp(platform, idiom: Bool.random(using: &random) ? .pad : .phone)
        var run = Run(platform: platform, device: device)
        run.trace.append("\(platform.testDescription) \(device.idiom == .pad ? "iPad" : "iPhone")")
        // A hosting controller as root: a window group would open a second window with the same
        // bindings on an extended display (see StageManagerPolicyTests).
        device.launch(rootViewController: UIHostingController(rootView: RandomDeclarativeView(screen: run.screen)))
        device.runUntilIdle()
        let length = Int.random(in: 5...25, using: &random)
        for step in 0..<length {
            perform(Action.allCases.randomElement(using: &random)!, in: &run, using: &random)
            if Int.random(in: 0..<4, using: &random) > 0 {
                device.runUntilIdle()
                if let violation = violations(in: run).first {
                    return (step + 1, "\(violation)\n  after: \(run.trace.joined(separator: ", "))")
                }
            }
        }
        device.runUntilIdle()
        let failure = violations(in: run).first.map { "\($0)\n  after: \(run.trace.joined(separator: ", "))" }
        return (length, failure)
    }

    private func perform(_ action: Action, in run: inout Run, using random: inout SeededGenerator) {
        let air = run.device.appStatic(Air.self) { Air() }
        let screen = run.screen
        switch action {
        case .connectDisplay, .connectExtendedDisplay:
            guard run.displays.count < 2 else { return }
            let connection = Connection.allCases.randomElement(using: &random)!
            let extended = action == .connectExtendedDisplay && run.device.idiom == .pad
            run.displays.append(
                extended ? run.device.connectExtendedDisplay(connection.display) : run.device.connectDisplay(connection.display))
            run.trace.append("connect \(extended ? "extended " : "")\(connection.testDescription)")
        case .disconnectDisplay:
            guard let display = run.displays.randomElement(using: &random) else { return }
            run.device.disconnect(display)
            run.displays.removeAll { $0 === display }
            run.trace.append("disconnect")
        case .toggleMovie:
            screen.showsMovie.toggle()
            run.trace.append("movie \(screen.showsMovie)")
        case .toggleTrailer:
            screen.showsTrailer.toggle()
            run.trace.append("trailer \(screen.showsTrailer)")
        case .changeEpisode:
            let id = Int.random(in: 0...2, using: &random)
            screen.episode = id == 0 ? nil : Episode(id: id)
            run.trace.append("episode \(id)")
        case .togglePresenters:
            screen.showsPresenters.toggle()
            run.trace.append(screen.showsPresenters ? "show presenters" : "hide presenters")
        case .chooseDisplay:
            screen.display = Bool.random(using: &random) ? air.connection.displays.randomElement(using: &random) : nil
            run.trace.append("choose display \(screen.display.map { String($0.id) } ?? "none")")
        case .play:
            let content = "News \(Int.random(in: 1...3, using: &random))"
            air.play { Text(content) }
            run.trace.append("play \(content)")
        case .playOnDisplay:
            guard let display = air.connection.displays.randomElement(using: &random) else { return }
            air.play(on: display) { Text("News on \(display.id)") }
            run.trace.append("play on \(display.id)")
        case .stop:
            air.stop()
            run.trace.append("stop")
        case .togglePlaceholder:
            screen.board.showsOnTV.toggle()
            run.trace.append("scoreboard on TV \(screen.board.showsOnTV)")
        case .tapShowHere:
            let tapped = run.device.tapButton(AirPlayPlaceholder.returnTitle)
            run.trace.append("tap Show Here (\(tapped ? "tapped" : "absent"))")
        case .score:
            screen.board.score += 1
            run.trace.append("score \(screen.board.score)")
        case .switchReconnectPolicy:
            air.reconnectPolicy = air.reconnectPolicy == .resume ? .stop : .resume
            run.trace.append("reconnect \(air.reconnectPolicy)")
        case .switchStageManagerPolicy:
            air.stageManagerPolicy = air.stageManagerPolicy == .stopPlayback ? .leaveExtendedDisplaysAlone : .stopPlayback
            run.trace.append("stage manager \(air.stageManagerPolicy)")
        }
    }

    /// The general consistency rules plus the declarative ones.
    private func violations(in run: Run) -> [String] {
        let device = run.device
        let air = device.appStatic(Air.self) { Air() }
        let screen = run.screen
        var found = consistencyViolations(of: air, on: device)
        let phone = device.mainWindow.map(device.texts(in:)) ?? []
        let shown = device.displaysShowingWindows.flatMap(\.shownTexts)

        // Each presented binding with its presenter in the interface, and what its display must show.
        var presented: [(name: String, shows: String)] = []
        if screen.showsPresenters && screen.showsMovie { presented.append(("movie", "Movie")) }
        if screen.showsPresenters && screen.showsTrailer { presented.append(("trailer", "Trailer")) }
        if let episode = screen.episode { presented.append(("episode", episode.title)) }
        if screen.board.showsOnTV { presented.append(("scoreboard", "Score \(screen.board.score)")) }

        if presented.count > 1 { found.append("several bindings presented at once: \(presented.map(\.name))") }
        if let binding = presented.first {
            if !air.isPlaybackRequested { found.append("\(binding.name) presented but no playback requested") }
            if air.connection.isViewAdded && !shown.contains(binding.shows) {
                found.append("\(binding.name) presented but the display shows \(shown)")
            }
        }
        let waitsOnlyForExtended =
            !device.connectedDisplays.isEmpty && device.connectedDisplays.allSatisfy(device.isExtended)
        if air.stageManagerPolicy == .stopPlayback && waitsOnlyForExtended && air.isPlaybackRequested {
            found.append("playback requested with only an extended display under stopPlayback")
        }
        if screen.showsPresenters && screen.showsMovie && air.connection.isViewAdded, let chosen = screen.display,
            air.connection.displays.contains(where: { $0.id == chosen.id }), air.connection.presentedDisplay?.id != chosen.id
        {
            found.append("movie shown on \(String(describing: air.connection.presentedDisplay?.id)), chosen \(chosen.id)")
        }
        let scoreboardOnTV = screen.board.showsOnTV && air.connection.isViewAdded
        let scoreText = "Score \(screen.board.score)"
        if scoreboardOnTV != phone.contains(AirPlayPlaceholder.message) {
            found.append("placeholder shown \(!scoreboardOnTV) although the scoreboard is on the TV \(scoreboardOnTV)")
        }
        if !scoreboardOnTV && !phone.contains(scoreText) { found.append("the phone lacks \(scoreText): \(phone)") }
        return found
    }
}
