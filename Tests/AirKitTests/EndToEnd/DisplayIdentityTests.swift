import AirKit
import AirKitStandIn
import Testing

@MainActor
@Observable
final class RemoteScreen {
    var showsSource = true
    var showsMovie = false
}

/// The main interface: a source while `showsSource`, and a declarative presenter of `Movie`.
struct RemoteView: View {
    @Bindable var screen: RemoteScreen

    var body: some View {
        if screen.showsSource {
            Text("Remote").airPlay(isPresented: $screen.showsMovie) { Text("Movie") }
        } else {
            Text("Remote")
        }
    }
}

/// The two paths AirKit takes, and the two answer sets of the simulated device's open questions.
enum Path: CaseIterable, CustomTestStringConvertible, Sendable {
    case infoPlist
    case sceneAccessory

    var platform: Platform { self == .infoPlist ? .iOS26 : .iOS27 }
    var testDescription: String { self == .infoPlist ? "Info.plist path" : "scene accessory path" }
}

enum Answers: CaseIterable, CustomTestStringConvertible, Sendable {
    case harder
    case easier

    var behavior: SimulatedDevice.Behavior { self == .harder ? .harderAnswers : .easierAnswers }
    var testDescription: String { self == .harder ? "harder answers" : "easier answers" }
}

/// How the scenes leave while their displays stay plugged in.
enum Departure: CaseIterable, CustomTestStringConvertible, Sendable {
    case lock
    case background
    /// A sheet with its own `.airPlaySource()`, presented and dismissed (on iOS 27 the system moves the
    /// scenes to the sheet's registration and back).
    case sheetWithItsOwnSource

    var testDescription: String {
        switch self {
        case .lock: "lock and unlock"
        case .background: "background and return"
        case .sheetWithItsOwnSource: "a sheet with its own source"
        }
    }
}

/// A display stays the same display while it is plugged in, whatever UIKit does with its scenes: the
/// scenario tests of issue 16, on both paths and under both answer sets.
@MainActor
@Suite("A display's identity and the request survive what does not unplug it")
struct DisplayIdentityTests {
    nonisolated static let cases: [(Path, Answers, Departure)] = Path.allCases.flatMap { path in
        Answers.allCases.flatMap { answers in Departure.allCases.map { (path, answers, $0) } }
    }

    /// A cable display, then an AirPlay one, with `RemoteView` as the interface.
    private func twoDisplays(_ path: Path, _ answers: Answers, screen: RemoteScreen = RemoteScreen())
        -> (SimulatedDevice, cable: SimulatedDisplay, airPlay: SimulatedDisplay)
    {
        let device = SimulatedDevice.airKitApp(
            path.platform, idiom: .pad, behavior: answers.behavior.holding([.externalDisplaysCoexist]))
        device.launch { RemoteView(screen: screen) }
        let cable = device.connectDisplay(.cable)
        device.runUntilIdle()
        let airPlay = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        return (device, cable, airPlay)
    }

    /// Makes the scenes leave as `departure` says, while every display stays plugged in.
    private func leave(_ departure: Departure, on device: SimulatedDevice) {
        switch departure {
        case .lock: device.lock()
        case .background: device.moveToBackground()
        case .sheetWithItsOwnSource:
            let sheet = UIHostingController(rootView: Text("Sheet").airPlaySource())
            device.mainWindow?.rootViewController?.present(sheet, animated: true)
        }
        device.runUntilIdle()
    }

    private func comeBack(_ departure: Departure, on device: SimulatedDevice) {
        switch departure {
        case .lock: device.unlock()
        case .background: device.moveToForeground()
        case .sheetWithItsOwnSource: device.mainWindow?.rootViewController?.dismiss(animated: true)
        }
        device.runUntilIdle()
    }

    @Test("A chosen display keeps its id and the content", arguments: cases)
    func chosenDisplayKeepsItsIdentity(path: Path, answers: Answers, departure: Departure) throws {
        let (device, cable, airPlay) = twoDisplays(path, answers)
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        try #require(airPlay.shownTexts == ["Movie"])

        leave(departure, on: device)
        comeBack(departure, on: device)

        #expect(Air.shared.connection.displays.map(\.id) == displays.map(\.id), "the same two displays")
        #expect(Air.shared.connection.presentedDisplay?.id == displays[1].id)
        #expect(airPlay.shownTexts == ["Movie"], "the content is back on the chosen display")
        #expect(cable.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "While the app is away the displays stay listed, not presentable, with the same ids",
        arguments: Path.allCases, Answers.allCases)
    func displaysStayListedInTheBackground(path: Path, answers: Answers) throws {
        let (device, _, _) = twoDisplays(path, answers)
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2 && displays.allSatisfy(\.isPresentable))

        device.moveToBackground()
        device.runUntilIdle()

        #expect(Air.shared.connection.displays.map(\.id) == displays.map(\.id), "an app's picker keeps its rows")
        #expect(Air.shared.connection.displays.allSatisfy { !$0.isPresentable })
        #expect(Air.shared.connection.presentedDisplay == nil)

        device.moveToForeground()
        device.runUntilIdle()
        #expect(Air.shared.connection.displays.map(\.id) == displays.map(\.id))
        #expect(Air.shared.connection.displays.allSatisfy { $0.isPresentable })
    }

    @Test("With the stop policy, nothing that leaves the display plugged in ends the request", arguments: cases)
    func stopPolicyWaitsForAnUnplug(path: Path, answers: Answers, departure: Departure) throws {
        let screen = RemoteScreen()
        let (device, cable, _) = twoDisplays(path, answers, screen: screen)
        Air.shared.reconnectPolicy = .stop
        screen.showsMovie = true
        device.runUntilIdle()
        try #require(cable.shownTexts == ["Movie"])

        leave(departure, on: device)
        #expect(Air.shared.isPlaybackRequested)
        comeBack(departure, on: device)

        #expect(Air.shared.isPlaybackRequested, "no display was unplugged")
        #expect(screen.showsMovie, "the binding still reads presented")
        #expect(cable.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "With the stop policy, the only source leaving the interface and coming back keeps the request",
        arguments: Path.allCases, Answers.allCases)
    func sourceLeavingAndComingBack(path: Path, answers: Answers) throws {
        let screen = RemoteScreen()
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { RemoteView(screen: screen) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        Air.play { Text("Scores") }
        device.runUntilIdle()
        try #require(tv.shownTexts == ["Scores"])

        screen.showsSource = false
        device.runUntilIdle()
        screen.showsSource = true
        device.runUntilIdle()

        #expect(Air.shared.isPlaybackRequested)
        #expect(tv.shownTexts == ["Scores"])
        expectConsistent(.shared, on: device)
    }

    @Test("With the stop policy, unplugging the only display ends the request", arguments: Path.allCases, Answers.allCases)
    func unplugStillStops(path: Path, answers: Answers) throws {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { RemoteView(screen: RemoteScreen()) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        Air.play { Text("Scores") }
        device.runUntilIdle()
        try #require(tv.shownTexts == ["Scores"])

        device.disconnect(tv)
        device.runUntilIdle()

        #expect(!Air.shared.isPlaybackRequested)
        #expect(Air.shared.connection.displays.isEmpty)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Setting the stop policy in the background does not end the request", arguments: Path.allCases, Answers.allCases)
    func settingStopInTheBackground(path: Path, answers: Answers) throws {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { RemoteView(screen: RemoteScreen()) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Scores") }
        device.runUntilIdle()

        device.moveToBackground()
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested)
        device.moveToForeground()
        device.runUntilIdle()

        #expect(Air.shared.isPlaybackRequested)
        #expect(tv.shownTexts == ["Scores"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Setting the stop policy does not end a request waiting for its first display", arguments: Path.allCases,
        Answers.allCases)
    func settingStopWhileWaiting(path: Path, answers: Answers) throws {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { RemoteView(screen: RemoteScreen()) }
        device.runUntilIdle()
        Air.play { Text("Scores") }
        Air.shared.reconnectPolicy = .stop
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested)

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Scores"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A scene that arrives after stop stays connected and its display mirrors", arguments: Path.allCases,
        Answers.allCases)
    func lateSceneAfterStop(path: Path, answers: Answers) throws {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: answers.behavior)
        device.launch { RemoteView(screen: RemoteScreen()) }
        device.runUntilIdle()
        device.sceneConnectionDelay = 3
        let tv = device.connectDisplay(.airPlay)
        Air.play { Text("Scores") }
        device.runTurn()
        device.runTurn()
        Air.stop()
        device.runUntilIdle()

        #expect(tv.scenes.count == 1, "UIKit keeps the scene: AirKit's registration stays enabled")
        #expect(tv.isMirroring)
        #expect(Air.shared.connection.displays.count == 1)
        #expect(!Air.shared.connection.isViewAdded)
        expectConsistent(.shared, on: device)
    }
}
