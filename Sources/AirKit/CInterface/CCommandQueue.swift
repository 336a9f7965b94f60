#if canImport(UIKit) || AIRKIT_STANDIN
import Dispatch
import Synchronization

/// The commands C callers made off the main thread, in the order made, waiting for the main queue.
///
/// Each command queued asks the main queue for a turn (`DispatchQueue.main.async`), which runs every
/// command waiting, oldest first: the order is the callers', as with one `async` per command. Keeping
/// them here as well lets the stand-in's tests run that turn themselves (``runQueued()``) while the test
/// holds the main actor, so the command acts on the device the test runs and not on whichever test's
/// device the main queue would find current later.
enum CCommandQueue {
    private static let waiting = Mutex<[@MainActor @Sendable () -> Void]>([])

    /// Queues `command` for the main queue's next turn.
    static func enqueue(_ command: @escaping @MainActor @Sendable () -> Void) {
        waiting.withLock { $0.append(command) }
        DispatchQueue.main.async { MainActor.assumeIsolated { runQueued() } }
    }

    /// Runs every command waiting, oldest first; a command queued meanwhile runs too.
    @MainActor
    static func runQueued() {
        while let command = waiting.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            command()
        }
    }

    /// The number of commands waiting, for tests.
    static var count: Int { waiting.withLock { $0.count } }
}
#endif
