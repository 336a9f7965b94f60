/// Writes to the unified log under a subsystem and category (AirKit logs under `AirKit`/`Connection`).
///
/// Declared as `public struct Logger : @unchecked Swift::Sendable` in the iOS 27.0 SDK's os interface
/// (`xybp888/iOS-SDKs`, `iPhoneOS27.0.sdk/usr/lib/swift/os.swiftmodule/arm64e-apple-ios.swiftinterface`),
/// with `init(subsystem:category:)`, `init()` and one method per level: `log(_:)` and `notice(_:)` write
/// `.default`, `log(level:_:)` the level given, `trace(_:)` and `debug(_:)` `.debug`, `info(_:)` `.info`,
/// `warning(_:)` and `error(_:)` `.error`, `critical(_:)` and `fault(_:)` `.fault`. The stand-in has exactly
/// those methods, mapped the same way, so a call that compiles here compiles on iOS and logs at the same level.
/// The interface's `init(_:)` from an `OSLog`, `disabled` and `isEnabled(type:)` are not modelled.
///
/// On Linux the messages go to the log of the simulated device that is running app code
/// (``SimulatedDevice/log``), where tests read each line's level.
public struct Logger: Sendable {
    let subsystem: String
    let category: String

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
