import AirKit
import AirKitStandIn
import Testing

/// The lines someone needs when a user reports that the display mirrored are kept by the device:
/// they are logged at notice level or higher, not info.
@MainActor
@Suite("Log levels on the simulated device")
struct LogLevelTests {
    private func airKitLines(on device: SimulatedDevice, containing fragment: String) -> [LogEntry] {
        device.log.filter { $0.subsystem == "AirKit" && $0.message.contains(fragment) }
    }

    @Test("On the Info.plist path a connecting display is logged as available, and kept", arguments: [Platform.iOS17, .iOS26])
    func displayAvailableOnInfoPlistPathIsKept(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        device.runUntilIdle()
        device.connectDisplay(.cable)
        device.runUntilIdle()
        let lines = airKitLines(on: device, containing: "a display is available")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.level == .default && $0.isKeptByDefault })
    }

    @Test("Availability changes are kept on every row, both ways", arguments: Platform.all)
    func availabilityChangesAreKept(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        device.runUntilIdle()
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        let lines = airKitLines(on: device, containing: "available")
        #expect(lines.contains { $0.message == "a display is available" })
        #expect(lines.contains { $0.message == "no display is available" })
        let dropped = lines.filter { !$0.isKeptByDefault }
        #expect(dropped.isEmpty, "lost on a device: \(dropped)")
    }

    @Test("Removing the window is kept", arguments: Platform.all)
    func windowRemovalIsKept(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        let lines = airKitLines(on: device, containing: "window removed")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.level == .default && $0.isKeptByDefault })
    }

    @Test("Nothing AirKit logs in a normal session is a fault")
    func normalSessionHasNoFault() {
        let device = SimulatedDevice.airKitApp(.iOS27)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!device.log.contains { $0.level == .fault })
    }
}
