import AirKit
import AirKitStandIn
import Testing

/// AirKit's public API on every row of the compatibility matrix, over AirPlay and cable.
@MainActor
@Suite("AirKit end to end on the simulated device", .behaviorMatrix)
struct PlaybackMatrixTests {

    @Test(
        "The README's example: the buttons follow availability and playback, and the TV shows the content",
        arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func readmeExampleBehavesAsDescribed(platform: Platform, connection: Connection, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        device.runUntilIdle()
        #expect(device.isButtonEnabled("Show on External Display") == false)
        #expect(device.isButtonEnabled("Stop") == false)

        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(Air.shared.connection.isAvailable)
        #expect(device.isButtonEnabled("Show on External Display") == true)
        #expect(tv.isMirroring, "nothing is shown before play")

        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["External display content"])
        #expect(Air.shared.connection.isViewAdded)
        #expect(Air.shared.isPlaybackRequested)
        #expect(device.isButtonEnabled("Stop") == true)
        expectConsistent(.shared, on: device)

        #expect(device.tapButton("Stop"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.connection.isAvailable, "stop keeps availability observable")
        #expect(device.isButtonEnabled("Stop") == false)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A display already connected at launch shows the content once played",
        arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func displayConnectedAtLaunch(platform: Platform, connection: Connection, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let tv = device.connectDisplay(connection.display)
        device.launch { PlayerView() }
        device.runUntilIdle()
        #expect(Air.shared.connection.isAvailable)

        Air.play { Text("Hello") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Hello"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Play before the display connects: the request waits, then shows",
        arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func playBeforeConnect(platform: Platform, connection: Connection, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        device.runUntilIdle()
        Air.play { Text("Waiting") }
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested)
        #expect(!Air.shared.connection.isViewAdded)

        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Waiting"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Hot-unplug during playback mirrors nothing; replugging resumes by default",
        arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func disconnectAndReconnectResumes(platform: Platform, connection: Connection, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!Air.shared.connection.isAvailable)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.isPlaybackRequested, "the resume policy keeps the request")
        expectConsistent(.shared, on: device)

        let again = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(again.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("With the stop policy, losing the display ends the request", arguments: BehaviorRow.crossed(with: Platform.all))
    func disconnectWithStopPolicy(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        Air.play { Text("Movie") }
        device.runUntilIdle()

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!Air.shared.isPlaybackRequested)
        let again = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(again.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test("Stop then play shows the new content", arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func stopThenPlay(platform: Platform, connection: Connection, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        Air.play { Text("First") }
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        Air.play { Text("Second") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Second"])
        expectConsistent(.shared, on: device)
    }

    @Test("Playing again replaces the content in the same window", arguments: BehaviorRow.crossed(with: Platform.all))
    func playAgainReplacesContent(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("First") }
        device.runUntilIdle()
        let window = try #require(tv.shownWindow)
        Air.play { Text("Second") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Second"])
        #expect(tv.shownWindow === window)
    }

    @Test(
        "The external window is never key: the app's window keeps key status",
        arguments: BehaviorRow.crossed(with: Platform.all, Connection.allCases))
    func externalWindowIsNeverKey(platform: Platform, connection: Connection, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        let window = try #require(tv.shownWindow)
        #expect(!window.isKeyWindow)
        #expect(device.keyWindow === device.mainWindow)
    }

    @Test(
        "No AirKit window or hosting controller outlives stop or disconnect", arguments: BehaviorRow.crossed(with: Platform.all))
    func nothingLeaksAfterStopOrDisconnect(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        weak var window: UIWindow?
        weak var hosting: UIViewController?
        do {
            Air.play { Text("Movie") }
            device.runUntilIdle()
            window = tv.shownWindow
            hosting = tv.shownWindow?.rootViewController
            #expect(window != nil && hosting != nil)
        }
        Air.stop()
        device.runUntilIdle()
        #expect(window == nil)
        #expect(hosting == nil)

        do {
            Air.play { Text("Again") }
            device.runUntilIdle()
            window = tv.shownWindow
            hosting = tv.shownWindow?.rootViewController
            #expect(window != nil && hosting != nil)
        }
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(window == nil)
        #expect(hosting == nil)
    }

    @Test(
        "Two displays: the first connected shows the content; the other takes over when it goes",
        arguments: BehaviorRow.crossed(with: Platform.all))
    func twoDisplays(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers, holding: [.externalDisplaysCoexist])
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        let monitor = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(monitor.isMirroring)
        #expect(Air.shared.connection.displays.count == 2)
        #expect(Air.shared.connection.presentedDisplay == Air.shared.connection.displays.first)

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(monitor.shownTexts == ["Movie"])
        #expect(Air.shared.connection.presentedDisplay?.scale == 2)
        expectConsistent(.shared, on: device)
    }

    @Test("The display's metrics are public state and reach the content", arguments: BehaviorRow.crossed(with: Platform.all))
    func displayMetrics(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        let monitor = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { DisplayMetricsView() }
        device.runUntilIdle()
        let display = try #require(Air.shared.connection.presentedDisplay)
        #expect(display.size == CGSize(width: 3840, height: 2160))
        #expect(display.pixelSize == CGSize(width: 7680, height: 4320))
        #expect(monitor.shownTexts == ["3840x2160 @2.0"])
    }

    @Test("Screen recording alone is not an available display", arguments: BehaviorRow.crossed(with: Platform.all))
    func screenCaptureIsNotAvailable(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        device.startScreenCapture()
        device.runUntilIdle()
        #expect(!Air.shared.connection.isAvailable)
    }
}

private struct DisplayMetricsView: View {
    @Environment(\.externalDisplay) private var display

    var body: some View {
        Text(display.map { "\(Int($0.size.width))x\(Int($0.size.height)) @\($0.scale)" } ?? "no display")
    }
}
