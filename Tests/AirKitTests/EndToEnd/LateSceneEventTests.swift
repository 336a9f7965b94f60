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
        device.runUntilIdle()
        #expect(tv.scenes.isEmpty, "the system disconnects the scene of a registration that is gone")
        #expect(tv.isMirroring)
        let windowLines = device.log.map(\.message).filter { $0.hasPrefix("window ") }
        #expect(windowLines.count == 2, "AirKit showed the content on the late scene: \(windowLines)")
        #expect(windowLines.last?.hasPrefix("window removed from") == true, "and released its window with the scene")
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)

        sourceSwitch.showsSource = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A scene that arrives for a model that is gone is ignored, not handed to the shared model")
    func lateSceneForAGoneModelIsIgnored() throws {
        let holder = ModelHolder()
        let device = SimulatedDevice.airKitApp(.iOS27)
        device.sceneConnectionDelay = 3
        holder.model = Air()
        weak let gone = holder.model
        device.launch {
            VStack {
                Text("Remote")
                if let model = holder.model { Text("Player").airPlaySource().environment(\.air, model) }
            }
        }
        device.runUntilIdle()
        holder.model?.play { Text("Own model") }
        Air.play { Text("Shared model") }
        let tv = device.connectDisplay(.airPlay)
        device.runTurn()
        device.runTurn()
        try #require(device.pendingExternalSceneCount == 1)

        holder.model = nil
        device.runUntilIdle()
        try #require(gone == nil, "the model is released before its scene arrives")
        #expect(
            !device.log.contains { $0.message.contains("window attached") }, "no model put a window on the scene")
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(device.faults.isEmpty)
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

@MainActor
@Observable
private final class ModelHolder {
    var model: Air?
}
