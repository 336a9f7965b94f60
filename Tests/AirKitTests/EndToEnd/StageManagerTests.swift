import AirKit
import AirKitStandIn
import Testing

/// An iPad with Stage Manager, where an external display extends the app's interface and no
/// non-interactive scene exists.
@MainActor
@Suite("AirKit on an iPad with Stage Manager")
struct StageManagerTests {
    @Test(
        "An extended display is not available: AirKit says why, shows nothing there and does not crash", arguments: Platform.all)
    func extendedDisplayIsNotAvailable(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch {
            VStack {
                Text("Remote")
                PlayerView()
            }
        }
        let display = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        #expect(device.isExtended(display))
        #expect(device.extendedTexts(on: display).first == "Remote", "the display shows the app's own window")
        #expect(!Air.shared.connection.isAvailable)

        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.isPlaybackRequested)
        #expect(!device.extendedTexts(on: display).contains("Movie"))
        #expect(
            device.log.contains {
                $0.level == .default && $0.message.contains("the external display is extended (Stage Manager)")
            })
        expectConsistent(.shared, on: device)
    }

    @Test("After the extended display leaves, a display without Stage Manager shows the waiting content", arguments: Platform.all)
    func extendedThenOrdinaryDisplay(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch { PlayerView() }
        let extended = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        device.disconnect(extended)
        device.runUntilIdle()
        #expect(!Air.shared.connection.isAvailable)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(Air.shared.connection.isAvailable)
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }
}
