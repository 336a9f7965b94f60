/// One message written with ``Logger`` on a simulated device.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
    public let subsystem: String
    public let category: String
    public let level: OSLogType
    /// The message with every interpolated value.
    public let message: String
    /// The message as read off the device without a debugger: private values replaced by `<private>`.
    public let redactedMessage: String

    public var description: String { "[\(subsystem):\(category)] \(level): \(message)" }
}
