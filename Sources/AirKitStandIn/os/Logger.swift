/// Writes to the unified log under a subsystem and category (AirKit logs under `AirKit`/`Connection`).
///
/// apple-api-facts §7 (read verbatim from the iOS 27 SDK's os interface): a nonisolated `Sendable` struct
/// with `init(subsystem:category:)` and one method per level. On Linux the messages go to the log of the
/// simulated device that is running app code (``SimulatedDevice/log``), where tests read them.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() {
        self.init(subsystem: "", category: "")
    }

    public func log(_ message: OSLogMessage) { write(message, .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level) }
    public func trace(_ message: OSLogMessage) { write(message, .debug) }
    public func debug(_ message: OSLogMessage) { write(message, .debug) }
    public func info(_ message: OSLogMessage) { write(message, .info) }
    public func notice(_ message: OSLogMessage) { write(message, .default) }
    public func warning(_ message: OSLogMessage) { write(message, .error) }
    public func error(_ message: OSLogMessage) { write(message, .error) }
    public func critical(_ message: OSLogMessage) { write(message, .fault) }
    public func fault(_ message: OSLogMessage) { write(message, .fault) }

    private func write(_ message: OSLogMessage, _ level: OSLogType) {
        let entry = LogEntry(
            subsystem: subsystem, category: category, level: level,
            message: message.interpolation.full, redactedMessage: message.interpolation.redacted)
        LogDestination.record(entry)
    }
}
