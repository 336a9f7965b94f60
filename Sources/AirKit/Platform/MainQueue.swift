import Dispatch
import Foundation

/// Where the main actor runs, for code that UIKit, Metal or a C caller may call from anywhere.
///
/// On iOS the main actor runs on the main thread. The stand-in's tests run it on the main dispatch
/// queue, which a thread other than the process's first may drain, so the queue is asked as well: a
/// job of the main queue carries the queue's specific value.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs where the main actor runs.
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }

    /// Runs `work` on the main actor: now if the caller is there already, else in a later turn.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(work) }
        }
    }
}
