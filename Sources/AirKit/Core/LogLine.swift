/// A line the shell writes to the log, with the level it deserves.
///
/// The levels follow what a device keeps: notice and above are stored and can be collected from a
/// user's device later; info and debug lines are gone unless someone was streaming the log.
struct LogLine: Equatable, Sendable, CustomStringConvertible {
    enum Level: Equatable, Sendable {
        /// Detail only useful while watching the log live: ignored duplicates, routine reports.
        case info
        /// Lifecycle worth finding later: displays, availability, windows, play and stop.
        case notice
        /// The app is using AirKit in a way that cannot work; the message says how to fix it.
        case warning
        /// The system did not do what AirKit relies on, so the content is not shown.
        case error
        /// A bug in AirKit: the message carries what is needed to fix it.
        case fault
    }

    let level: Level
    let message: String

    static func info(_ message: String) -> LogLine { LogLine(level: .info, message: message) }
    static func notice(_ message: String) -> LogLine { LogLine(level: .notice, message: message) }
    static func warning(_ message: String) -> LogLine { LogLine(level: .warning, message: message) }
    static func error(_ message: String) -> LogLine { LogLine(level: .error, message: message) }
    static func fault(_ message: String) -> LogLine { LogLine(level: .fault, message: message) }

    var description: String { "\(level): \(message)" }
}
