import AirKitStandIn
import Testing

@testable import AirKit

/// What a release build does when AirKit's state breaks: the app keeps running, the external display
/// mirrors again, playback reads stopped, and the device keeps a fault that says what broke.
@MainActor
@Suite("Invariant recovery on the simulated device")
struct InvariantRecoveryTests {
    @Test("A broken state during playback removes the window, stops, and logs a fault with the state", arguments: Platform.all)
    func recoversDuringPlayback(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        let air = Air.shared
        let sound = air.core
        let twice = sound.displays.displays.map { display in
            DisplayMachine.Display(
                id: DisplayID(rawValue: display.id.rawValue + 100), screen: nil, presence: display.presence, facts: display.facts)
        }
        air.restore(
            RuntimeMachine(
                restoring: DisplayMachine(restoring: sound.path, displays: sound.displays.displays + twice),
                presentation: sound.presentation, invariantPolicy: .recover))
        air.reconnectPolicy = .resume
        device.runUntilIdle()

        #expect(tv.isMirroring)
        #expect(!air.connection.isViewAdded)
        #expect(!air.isPlaybackRequested)
        #expect(air.connection.isAvailable, "the display is still there")
        #expect(device.sceneAccessoryRegistrations.allSatisfy { $0.isEnabled }, "enabled, mirroring without a window")
        expectConsistent(air, on: device)
        let fault = try #require(device.log.first { $0.level == .fault })
        #expect(fault.subsystem == "AirKit" && fault.category == "Connection")
        #expect(fault.message.contains("a scene is on two displays"))
        #expect(fault.message.contains("state: path \(sound.path), playback \(sound.presentation.playback)"))
        #expect(fault.redactedMessage == fault.message, "the fault is readable off the device")

        Air.play { Text("Again") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Again"], "the app can play again after recovering")
    }
}
