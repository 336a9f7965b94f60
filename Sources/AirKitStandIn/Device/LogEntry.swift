/// One message written with ``Logger`` on a simulated device.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
    public let subsystem: String
    public let category: String
    /// The level the unified log stores: `.default` for `notice(_:)`, `.error` for `warning(_:)`,
    /// `.fault` for `critical(_:)`, and so on (``Logger``).
    public let level: OSLogType
    /// The message with every interpolated value.
    public let message: String
    /// The message as read off the device without a debugger: private values replaced by `<private>`.
    public let redactedMessage: String

    /// Whether a device keeps the line for later collection (a sysdiagnose, `log collect`) without any
    /// logging configuration: `.default` (notice) and above are stored, `.info` and `.debug` lines are
    /// kept only in memory or not at all, so they are gone when a user reports a problem.
    public var isKeptByDefault: Bool {
        level == .default || level == .error || level == .fault
    }

    public var description: String { "[\(subsystem):\(category)] \(level): \(message)" }
}
