#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Synchronization

/// Observers of a value AirKit publishes, behind one lock: added and told on the main actor, removed from
/// any thread. The C interface's observers and UIKit's (`Air.observeChanges(_:)`) are kept in these.
///
/// The decisions (checked handles with generations, each change told once) are ``ObserverTable``'s; this
/// only keeps the table and the observers being called, so that a removal made off the main thread while
/// the observer's callback runs waits until the callback returns: once the removal returns, the callback
/// is not running and is never called again, and what it refers to may be freed. A removal on the main
/// thread, even from the callback itself, never waits.
final class ObserverRegistry<Callback: Sendable, Value: Equatable & Sendable>: Sendable {
    typealias Table = ObserverTable<Callback, Value>

    private struct State {
        var table = Table()
        /// The observers whose callbacks run now, on the main thread, innermost last: a callback can make
        /// AirKit publish, which calls other observers.
        var calling: [Table.Handle] = []
    }

    private let state = Mutex(State())

    /// Adds an observer that knows `told` already (`nil`: nothing); ``tell(_:where:messages:call:)``
    /// tells it the rest.
    func add(_ callback: Callback, told: Value? = nil) -> Table.Handle {
        state.withLock { $0.table.add(callback, told: told) }
    }

    /// Removes the observer with `handle`, from any thread. Off the main thread, waits while its callback
    /// runs. Returns what it did.
    func remove(_ handle: Table.Handle, isMainThread: Bool) -> Table.Removal {
        take(handle, isMainThread: isMainThread) == nil ? .notFound : .removed
    }

    /// Removes the observer with `handle` as ``remove(_:isMainThread:)`` does and returns its callback, or
    /// `nil` when none was registered: the C interface releases what the callback holds.
    func take(_ handle: Table.Handle, isMainThread: Bool) -> Callback? {
        while true {
            let outcome: Callback?? = state.withLock { state in
                if !isMainThread && state.calling.contains(handle) { return nil }
                let callback = state.table.callback(of: handle)
                return state.table.remove(handle) == .removed ? .some(callback) : .some(nil)
            }
            if let outcome { return outcome }
            Thread.sleep(forTimeInterval: 0.000_1)
        }
    }

    /// Changes the callback registered under `handle`, from any thread; returns whether one was.
    func update(_ handle: Table.Handle, _ change: (inout Callback) -> Void) -> Bool {
        state.withLock { state in
            guard var callback = state.table.callback(of: handle) else { return false }
            change(&callback)
            return state.table.replaceCallback(of: handle, with: callback)
        }
    }

    /// Tells every observer satisfying `isIncluded` that has not been told `value` yet: calls `call` with
    /// each of the `messages` its last value and `value` make, in order. An observer removed meanwhile,
    /// even by its own callback or by another thread, is not called again, not even with the rest of its
    /// messages; nor is one that a callback made AirKit tell a newer value meanwhile (a callback that
    /// called `play` as it was added): it has heard what came after.
    @MainActor
    func tell<Message>(
        _ value: Value, where isIncluded: (Callback) -> Bool = { _ in true }, messages: (Value?) -> [Message],
        call: (Callback, Message) -> Void
    ) {
        let calls = state.withLock { $0.table.valueDidChange(to: value, where: isIncluded) }
        for pending in calls {
            for message in messages(pending.previous) {
                let isLive = state.withLock { state -> Bool in
                    guard state.table.lastValue(of: pending.handle) == value else { return false }
                    state.calling.append(pending.handle)
                    return true
                }
                guard isLive else { break }
                call(pending.callback, message)
                state.withLock { state in
                    if let index = state.calling.lastIndex(of: pending.handle) { state.calling.remove(at: index) }
                }
            }
        }
    }

    /// The number of observers whose callback satisfies `isIncluded`, for tests and diagnostics.
    func count(where isIncluded: (Callback) -> Bool = { _ in true }) -> Int {
        state.withLock { $0.table.count(where: isIncluded) }
    }
}
#endif
