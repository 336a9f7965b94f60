import Testing

@testable import AirKit

/// The runtime's log lines carry the level a device needs to keep them: lifecycle at notice, what is
/// ignored at info.
struct RuntimeMachineLoggingTests {
    @Test("On the Info.plist path a connecting display logs, at notice, that a display is available; its loss too")
    func infoPlistAvailabilityIsANotice() {
        var machine = RuntimeMachine(path: .infoPlist)
        #expect(machine.handle(.connect(Core.tv)).logLines.contains(.notice("a display is available")))
        #expect(machine.handle(.disconnect(Core.tv)).logLines.contains(.notice("no display is available")))
    }

    @Test("On the scene accessory path the system's availability report and the change it makes are notices")
    func accessoryAvailabilityIsANotice() {
        var machine = RuntimeMachine(path: .sceneAccessory)
        _ = machine.handle(.register(Core.player))
        let available = machine.handle(.available(Core.player, true)).logLines
        #expect(available == [.notice("source 1 accessory available: true"), .notice("a display is available")])
        let gone = machine.handle(.available(Core.player, false)).logLines
        #expect(gone == [.notice("source 1 accessory available: false"), .notice("no display is available")])
    }

    @Test("Availability is logged once per change, not on every event")
    func availabilityIsLoggedOncePerChange() {
        var machine = RuntimeMachine(path: .infoPlist)
        _ = machine.handle(.connect(Core.tv))
        let second = machine.handle(.connect(Core.monitor, metrics: DisplayMetrics(width: 1280, height: 720, scale: 1)))
        #expect(!second.logLines.contains { $0.message.contains("display is available") })
    }

    @Test("Events UIKit should not send are ignored at info level: chatter, not lifecycle")
    func ignoredEventsAreInfo() {
        var machine = RuntimeMachine(path: .infoPlist)
        #expect(machine.handle(.disconnect(Core.tv)).logLines.map(\.level) == [.info])
        #expect(machine.handle(.unregister(Core.player)).logLines.map(\.level) == [.info])
    }

    @Test("A new display policy reaches the log with its description")
    func displayPolicyIsLogged() {
        var machine = RuntimeMachine(path: .infoPlist)
        let policy = DisplayPolicy(mode: .frameRate(60), overscan: .none)
        #expect(
            machine.handle(.displayPolicyDidChange(policy)).logLines.contains(
                .notice("display policy: mode frame rate 60, overscan none")))
    }
}
