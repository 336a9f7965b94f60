import Synchronization

/// Where ``Logger`` writes on Linux: the log of the simulated device that last ran app code.
///
/// Loggers may write from any thread, so the destination is behind a mutex rather than on the main actor.
final class LogDestination: Sendable {
    private static let current = Mutex<LogDestination?>(nil)
    private let entries = Mutex<[LogEntry]>([])

    static func record(_ entry: LogEntry) {
        current.withLock { $0 }?.entries.withLock { $0.append(entry) }
    }

    func makeCurrent() {
        Self.current.withLock { $0 = self }
    }

    var recorded: [LogEntry] {
        entries.withLock { $0 }
    }
}
