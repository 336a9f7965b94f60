import AirKit
import AirKitStandIn
import Testing

@MainActor
@Observable
private final class SourceSwitch {
    var showsSource = true
}

/// Scene connections and disconnections that reach the app turns after the system decided them.
@MainActor
@Suite("AirKit when scene events arrive late")
struct LateSceneEventTests {
    @Test("A scene that arrives late while playing shows the content, and nothing is claimed before", arguments: Platform.all)
    func lateSceneWhilePlayingShowsContent(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.sceneConnectionDelay = 3
        device.launch { PlayerView() }
        device.runUntilIdle()
        Air.play { Text("Movie") }
        let tv = device.connectDisplay(.airPlay)
        for _ in 0..<3 {
            device.runTurn()
            #expect(!Air.shared.connection.isViewAdded)
            #expect(tv.isMirroring)
        }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A scene decided while playing that arrives after stop shows nothing", arguments: Platform.all)
    func lateSceneAfterStopShowsNothing(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.sceneConnectionDelay = 2
        device.launch { PlayerView() }
        device.runUntilIdle()
        Air.play { Text("Movie") }
        let tv = device.connectDisplay(.airPlay)
        device.runTurn()
        device.runTurn()
        #expect(device.pendingExternalSceneCount == 1, "the system has decided on the scene")

        Air.stop()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }

    @Test("A scene that arrives after its source was dismantled leaves no window behind, and the next source shows the content")
    func lateSceneAfterTheSourceIsGone() {
        let sourceSwitch = SourceSwitch()
        let device = SimulatedDevice.airKitApp(.iOS27)
        device.sceneConnectionDelay = 3
        device.launch {
            VStack {
                Text("Remote")
                if sourceSwitch.showsSource { Text("Player").airPlaySource() }
            }
        }
        device.runUntilIdle()
        Air.play { Text("Movie") }
        let tv = device.connectDisplay(.airPlay)
        device.runTurn()
        device.runTurn()
        #expect(device.pendingExternalSceneCount == 1)

        sourceSwitch.showsSource = false
        var windowsShown: [WeakWindow] = []
        for _ in 0..<20 where device.hasPendingWork {
            device.runTurn()
            if let window = tv.shownWindow { windowsShown.append(WeakWindow(window: window)) }
        }
        #expect(!device.hasPendingWork)
        #expect(tv.scenes.isEmpty, "the system disconnects the scene of a registration that is gone")
        #expect(tv.isMirroring)
        #expect(windowsShown.allSatisfy { $0.window == nil }, "no window outlives its scene")
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)

        sourceSwitch.showsSource = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A late disconnect moves the content to the other display once it arrives", arguments: Platform.all)
    func lateDisconnectFallsOverToTheNextDisplay(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        let monitor = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        device.disconnect(tv, sceneDisconnectDelay: 3)
        device.runTurn()
        #expect(UIScreen.screens.count == 2, "the screens list already lost the display")
        #expect(Air.shared.connection.displays.count == 2, "AirKit hears of it only with the scene")
        device.runUntilIdle()
        #expect(monitor.shownTexts == ["Movie"])
        #expect(Air.shared.connection.displays.count == 1)
        expectConsistent(.shared, on: device)
    }

    @Test("A display replugged before its late disconnect arrives ends up showing the content", arguments: Platform.all)
    func replugBeforeTheLateDisconnect(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        device.disconnect(tv, sceneDisconnectDelay: 4)
        let again = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(again.shownTexts == ["Movie"])
        #expect(Air.shared.connection.displays.count == 1)
        expectConsistent(.shared, on: device)
    }

    @Test("With the stop policy, a late disconnect of the only display ends the request when it arrives")
    func lateDisconnectWithStopPolicy() {
        let device = SimulatedDevice.airKitApp(.iOS26)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.shared.reconnectPolicy = .stop
        Air.play { Text("Movie") }
        device.runUntilIdle()

        device.disconnect(tv, sceneDisconnectDelay: 3)
        device.runTurn()
        #expect(Air.shared.isPlaybackRequested)
        device.runUntilIdle()
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }
}

/// A window held weakly, to prove nothing keeps it after its scene is gone.
struct WeakWindow {
    weak var window: UIWindow?
}
