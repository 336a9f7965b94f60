#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Synchronization

/// The C interface's observers, for every model, behind one lock: `AirKitAddAvailabilityObserver` adds
/// one on the main thread; `AirKitRemoveAvailabilityObserver` removes one from any thread.
///
/// It is process-wide because the C interface is: C callers hold handles, not models, and a removal on
/// another thread cannot reach a `@MainActor` model. The decisions (checked handles with generations,
/// each change told once) are ``ObserverTable``'s; this only keeps the table and the one observer being
/// called, so that a removal made while its callback runs waits until the callback returns: once the
/// removal returns, the callback is never running and is never called again, and the caller may free
/// the context.
final class CObserverRegistry: Sendable {
    /// A C observer: its callback, its context as an address (the caller owns what it points to), and
    /// the model it observes.
    struct Observer: Sendable {
        let callback: @convention(c) (Bool, UnsafeMutableRawPointer?) -> Void
        let context: UInt
        let model: UUID
    }

    typealias Table = ObserverTable<Observer>

    static let shared = CObserverRegistry()

    private struct State {
        var table = Table()
        /// The observer whose callback runs now, on the main thread.
        var calling: Table.Handle?
    }

    private let state = Mutex(State())

    /// Adds an observer of `model` and tells it `current` at once, as the header promises.
    @MainActor
    func add(_ observer: Observer, current: Bool) -> Table.Handle {
        let handle = state.withLock { $0.table.add(observer) }
        tell(current, about: observer.model)
        return handle
    }

    /// Removes the observer with `handle`, from any thread. Off the main thread, waits while its callback
    /// runs. Returns what it did.
    func remove(_ handle: Table.Handle, isMainThread: Bool) -> Table.Removal {
        while true {
            let outcome: Table.Removal? = state.withLock { state in
                if !isMainThread && state.calling == handle { return nil }
                return state.table.remove(handle)
            }
            if let outcome { return outcome }
            Thread.sleep(forTimeInterval: 0.000_1)
        }
    }

    /// Tells every observer of `model` that has not been told `value` yet, on the main thread. An
    /// observer removed meanwhile, even by its own callback or another thread, is not called.
    @MainActor
    func tell(_ value: Bool, about model: UUID) {
        let calls = state.withLock { state in
            state.table.valueDidChange(to: value, where: { $0.model == model })
        }
        for call in calls {
            let isLive = state.withLock { state -> Bool in
                guard state.table.contains(call.handle) else { return false }
                state.calling = call.handle
                return true
            }
            guard isLive else { continue }
            call.callback.callback(value, UnsafeMutableRawPointer(bitPattern: call.callback.context))
            state.withLock { $0.calling = nil }
        }
    }

    /// The number of observers of `model`, for tests and diagnostics.
    func count(of model: UUID) -> Int {
        state.withLock { $0.table.count(where: { $0.model == model }) }
    }
}

extension Air {
    /// Tells the C interface's observers of this model the new availability.
    func notifyAvailabilityObservers(_ isAvailable: Bool) {
        CObserverRegistry.shared.tell(isAvailable, about: identifier)
    }
}
#endif
