import AirKit
import AirKitStandIn
import Testing

@MainActor
@Observable
final class EndingScreen {
    var showsPresenter = true
    var showsScores = false
    var ends: [PlaybackEnd.Reason] = []
}

/// A presenter of the scoreboard that records every end `onDismiss` reports.
struct EndingView: View {
    @Bindable var screen: EndingScreen

    var body: some View {
        VStack {
            Text("Remote").airPlaySource()
            if screen.showsPresenter {
                Text("Scores controls")
                    .airPlay(isPresented: $screen.showsScores, onDismiss: { screen.ends.append($0.reason) }) {
                        Text("Scores")
                    }
            }
        }
    }
}

/// Why a request ended, as `Air.lastPlaybackEnd` and a presenter's `onDismiss` report it, on both
/// paths and both answer sets of the simulated device.
@MainActor
@Suite("Why a request ended")
struct PlaybackEndTests {
    nonisolated static let cases: [(Path, Answers)] = Path.allCases.flatMap { path in Answers.allCases.map { (path, $0) } }

    private func presenting(_ path: Path, _ answers: Answers, idiom: UIUserInterfaceIdiom = .phone)
        -> (SimulatedDevice, EndingScreen, SimulatedDisplay)
    {
        let screen = EndingScreen()
        let device = SimulatedDevice.airKitApp(path.platform, idiom: idiom, behavior: answers.behavior)
        device.launch { EndingView(screen: screen) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        screen.showsScores = true
        device.runUntilIdle()
        return (device, screen, tv)
    }

    @Test("Air.stop(): the end says stopped, and the presenter's onDismiss is told", arguments: cases)
    func stop(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])

        Air.stop()
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        #expect(screen.ends == [.stopped])
        #expect(!screen.showsScores)
    }

    @Test("Setting the binding back: stopped, reported once", arguments: cases)
    func bindingSetBack(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])

        screen.showsScores = false
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        #expect(screen.ends == [.stopped])
    }

    @Test(
        "The presenter leaving: its binding still reads presented, and onDismiss says the presenter left",
        arguments: cases)
    func presenterLeaves(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])

        screen.showsPresenter = false
        device.runUntilIdle()

        #expect(screen.showsScores, "the binding is not written: its owner may be gone")
        #expect(screen.ends == [.presenterLeft], "but the presenter is told")
        #expect(Air.shared.lastPlaybackEnd?.reason == .presenterLeft)
        #expect(!Air.shared.isPlaybackRequested)
    }

    @Test("Another request replacing it: replaced", arguments: cases)
    func replaced(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])

        Air.play { Text("News") }
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd?.reason == .replaced)
        #expect(screen.ends == [.replaced])
        #expect(tv.shownTexts == ["News"])
    }

    @Test("An unplug under the stop policy: displayUnplugged", arguments: cases)
    func unplugged(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])
        Air.shared.reconnectPolicy = .stop

        device.disconnect(tv)
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged)
        #expect(screen.ends == [.displayUnplugged])
    }

    @Test("Going to the background ends nothing: there is no end to report", arguments: cases)
    func backgroundEndsNothing(path: Path, answers: Answers) throws {
        let (device, screen, tv) = presenting(path, answers)
        try #require(tv.shownTexts == ["Scores"])
        Air.shared.reconnectPolicy = .stop

        device.moveToBackground()
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd == nil)
        #expect(screen.ends.isEmpty)
        #expect(tv.shownTexts == ["Scores"])
    }

    @Test("Stage Manager extending the only display under stopPlayback: displayExtended", arguments: cases)
    func extended(path: Path, answers: Answers) {
        let device = SimulatedDevice.airKitApp(path.platform, idiom: .pad, behavior: answers.behavior)
        device.launch(rootViewController: UIHostingController(rootView: Text("Remote").airPlaySource()))
        device.runUntilIdle()
        Air.shared.stageManagerPolicy = .stopPlayback
        Air.play { Text("Scores") }
        device.runUntilIdle()

        device.connectExtendedDisplay(.cable)
        device.runUntilIdle()

        #expect(Air.shared.lastPlaybackEnd?.reason == .displayExtended)
        #expect(!Air.shared.isPlaybackRequested)
    }

    @Test("Two ends in a row for the same reason are two changes an observer sees")
    func everyEndIsAChange() {
        let device = SimulatedDevice.airKitApp(.iOS26)
        device.launch { Text("Remote").airPlaySource() }
        device.runUntilIdle()
        Air.play { Text("One") }
        Air.stop()
        let first = Air.shared.lastPlaybackEnd
        Air.play { Text("Two") }
        Air.stop()

        #expect(first?.reason == .stopped)
        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        #expect(Air.shared.lastPlaybackEnd != first)
    }
}
