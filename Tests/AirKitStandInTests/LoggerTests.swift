import AirKitStandIn
import Testing

@MainActor
@Suite("Stand-in os.Logger")
struct LoggerTests {
    @Test("Messages go to the log of the device running app code, with privacy applied to the redacted form")
    func messagesReachTheDeviceLog() throws {
        let device = SimulatedDevice(os: 27, sdk: 27)
        let logger = Logger(subsystem: "AirKit", category: "Connection")
        let user = "Alice's TV"
        logger.notice("display \(user, privacy: .public) at \(2, privacy: .public)x, owner \(user)")
        logger.error("count \(3) ok \(true)")

        let entries = device.log
        #expect(entries.count == 2)
        #expect(entries.first?.subsystem == "AirKit")
        #expect(entries.first?.category == "Connection")
        #expect(entries.first?.level == .default)
        #expect(entries.first?.message == "display Alice's TV at 2x, owner Alice's TV")
        #expect(entries.first?.redactedMessage == "display Alice's TV at 2x, owner <private>")
        #expect(entries.last?.level == .error)
        #expect(entries.last?.redactedMessage == "count 3 ok true")
    }

    @Test("Each device keeps its own log")
    func devicesKeepSeparateLogs() {
        let first = SimulatedDevice(os: 27, sdk: 27)
        Logger(subsystem: "A", category: "B").info("first")
        let second = SimulatedDevice(os: 26, sdk: 26)
        Logger(subsystem: "A", category: "B").info("second")
        #expect(first.log.map(\.message) == ["first"])
        #expect(second.log.map(\.message) == ["second"])
    }
}
