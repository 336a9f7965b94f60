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

    /// Each method of `os.Logger` in the iOS 27.0 SDK's os interface, with the level it writes there.
    static let levelsOfEachMethod: [(String, @Sendable (Logger) -> Void, OSLogType)] = [
        ("log", { $0.log("m") }, .default),
        ("log(level: .info)", { $0.log(level: .info, "m") }, .info),
        ("log(level: .fault)", { $0.log(level: .fault, "m") }, .fault),
        ("trace", { $0.trace("m") }, .debug),
        ("debug", { $0.debug("m") }, .debug),
        ("info", { $0.info("m") }, .info),
        ("notice", { $0.notice("m") }, .default),
        ("warning", { $0.warning("m") }, .error),
        ("error", { $0.error("m") }, .error),
        ("critical", { $0.critical("m") }, .fault),
        ("fault", { $0.fault("m") }, .fault),
    ]

    @Test("Each method records the level Apple's Logger writes for it")
    func eachMethodRecordsItsLevel() {
        let device = SimulatedDevice(os: 27, sdk: 27)
        let logger = Logger(subsystem: "AirKit", category: "Connection")
        for (_, write, _) in Self.levelsOfEachMethod { write(logger) }
        let recorded = device.log.map(\.level)
        #expect(
            recorded == Self.levelsOfEachMethod.map(\.2),
            "\(zip(Self.levelsOfEachMethod.map(\.0), recorded).map { "\($0): \($1)" })")
    }

    @Test("Notice and above are kept by a device; info and debug are not")
    func noticeAndAboveAreKept() {
        let device = SimulatedDevice(os: 26, sdk: 26)
        let logger = Logger(subsystem: "AirKit", category: "Connection")
        logger.debug("debug")
        logger.info("info")
        logger.notice("notice")
        logger.warning("warning")
        logger.fault("fault")
        #expect(device.log.filter(\.isKeptByDefault).map(\.message) == ["notice", "warning", "fault"])
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
