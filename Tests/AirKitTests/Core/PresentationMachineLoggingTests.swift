import Testing

@testable import AirKit

/// The machine's log lines carry the level a device needs to keep them: lifecycle at notice, what is
/// ignored at info.
struct PresentationMachineLoggingTests {
    static let tv = SceneID(rawValue: 1)
    static let player = SourceID(rawValue: 1)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    static func lines(_ effects: [PresentationMachine.Effect]) -> [LogLine] {
        effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    }

    @Test("On the Info.plist path a connecting display logs, at notice, that a display is available; its loss too")
    func infoPlistAvailabilityIsANotice() {
        var machine = PresentationMachine(path: .infoPlist)
        let connected = Self.lines(machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil))
        #expect(connected.contains(.notice("a display is available")))
        let disconnected = Self.lines(machine.sceneDidDisconnect(Self.tv))
        #expect(disconnected.contains(.notice("no display is available")))
    }

    @Test("On the scene accessory path the system's availability report and the change it makes are notices")
    func accessoryAvailabilityIsANotice() {
        var machine = PresentationMachine(path: .sceneAccessory)
        _ = machine.sourceDidRegister(Self.player)
        let available = Self.lines(machine.sourceAvailabilityDidChange(Self.player, isAvailable: true))
        #expect(available == [.notice("source 1 accessory available: true"), .notice("a display is available")])
        let gone = Self.lines(machine.sourceAvailabilityDidChange(Self.player, isAvailable: false))
        #expect(gone == [.notice("source 1 accessory available: false"), .notice("no display is available")])
    }

    @Test("Availability is logged once per change, not on every event")
    func availabilityIsLoggedOncePerChange() {
        var machine = PresentationMachine(path: .infoPlist)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        let second = Self.lines(machine.sceneDidConnect(SceneID(rawValue: 2), metrics: Self.metrics, source: nil))
        #expect(!second.contains { $0.message.contains("display is available") })
    }

    @Test("Events UIKit should not send are ignored at info level: chatter, not lifecycle")
    func ignoredEventsAreInfo() {
        var machine = PresentationMachine(path: .infoPlist)
        #expect(Self.lines(machine.sceneDidDisconnect(Self.tv)).map(\.level) == [.info])
        #expect(Self.lines(machine.sourceDidUnregister(Self.player)).map(\.level) == [.info])
    }
}
