#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// A registration of ``Air/observeChanges(_:)``: its handler is called until ``cancel()`` or until
    /// the observer is released, whichever comes first.
    ///
    /// Keep it in a property of the object that reacts, a view controller say: when that object goes,
    /// the observer goes with it and the handler is never called again. It can be cancelled or released
    /// on any thread; off the main thread, cancelling waits while the handler runs, so that once it
    /// returns the handler is not running and AirKit has let go of it.
    public final class ChangeObserver: Sendable {
        /// What ``Air/observeChanges(_:)`` calls.
        public typealias Handler = @MainActor @Sendable (Change) -> Void

        private let registry: ObserverRegistry<Handler, FollowedState>
        private let handle: ObserverTable<Handler, FollowedState>.Handle

        init(registry: ObserverRegistry<Handler, FollowedState>, handle: ObserverTable<Handler, FollowedState>.Handle) {
            self.registry = registry
            self.handle = handle
        }

        /// Stops the changes: once this returns, the handler is not running and is never called again.
        /// Returns whether it stopped them, `false` when they were stopped already. Callable from any
        /// thread and from the handler itself.
        @discardableResult
        public func cancel() -> Bool {
            registry.remove(handle, isMainThread: MainQueue.isCurrent) == .removed
        }

        deinit {
            cancel()
        }
    }
}
#endif
