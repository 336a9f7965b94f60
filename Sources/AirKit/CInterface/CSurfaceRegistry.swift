#if canImport(UIKit) || AIRKIT_STANDIN
internal import AirKitC
import Foundation
import Synchronization

/// The surfaces C callers made (`AirKitCreateSurface`), each under a checked handle with its frame
/// callback, behind one lock: made on the main thread, released and given a new callback from any thread.
///
/// As ``ObserverRegistry`` does for observers, a release or a new callback off the main thread waits
/// while the surface's frame callback runs: once it returns, the callback it ended is not running and is
/// never called again, so its context may be freed. On the main thread, even inside the callback, it
/// never waits.
final class CSurfaceRegistry: Sendable {
    typealias FrameCallback = @convention(c) (AirKitSurfaceFrame, UnsafeMutableRawPointer?) -> Void

    /// A surface and the callback C gave it, with its context as an address (the caller owns it) and what
    /// releases that context once the callback is replaced or the surface released.
    struct Entry: Sendable {
        let surface: AirSurface
        var callback: FrameCallback?
        var context: UInt
        var release: CObserverRegistry.ContextRelease?

        /// Releases the context, if the caller asked.
        func releaseContext() {
            release?(UnsafeMutableRawPointer(bitPattern: context))
        }
    }

    typealias Table = ObserverTable<Entry, Bool>

    private struct State {
        var table = Table()
        /// The surfaces whose frame callbacks run now, on the main thread.
        var calling: [Table.Handle] = []
    }

    static let shared = CSurfaceRegistry()

    private let state = Mutex(State())

    /// Registers a new surface, which calls its entry's callback each frame; returns its handle.
    @MainActor
    func make() -> Table.Handle {
        let surface = AirSurface()
        let handle = state.withLock { $0.table.add(Entry(surface: surface, callback: nil, context: 0, release: nil)) }
        surface.onFrame = { [weak self] frame in self?.frame(frame, of: handle) }
        return handle
    }

    /// The surface under `handle`, if it is registered.
    func surface(_ handle: Table.Handle) -> AirSurface? {
        state.withLock { $0.table.callback(of: handle)?.surface }
    }

    /// Gives the surface under `handle` a new frame callback, then releases the context of the one it
    /// replaced; `false` when no surface is registered.
    func setCallback(
        _ callback: FrameCallback?, context: UInt, release: CObserverRegistry.ContextRelease?, of handle: Table.Handle,
        isMainThread: Bool
    ) -> Bool {
        let replaced: Entry? = waitingForCallback(of: handle, isMainThread: isMainThread) { table in
            guard let old = table.callback(of: handle) else { return nil }
            let new = Entry(surface: old.surface, callback: callback, context: context, release: release)
            return table.replaceCallback(of: handle, with: new) ? old : nil
        }
        replaced?.releaseContext()
        return replaced != nil
    }

    /// Ends the handle and releases its callback's context; returns the surface it named, which the
    /// caller lets go of on the main thread.
    func release(_ handle: Table.Handle, isMainThread: Bool) -> AirSurface? {
        let removed: Entry? = waitingForCallback(of: handle, isMainThread: isMainThread) { table in
            let entry = table.callback(of: handle)
            return table.remove(handle) == .removed ? entry : nil
        }
        removed?.releaseContext()
        return removed?.surface
    }

    /// The number of surfaces registered, for tests.
    var count: Int { state.withLock { $0.table.count() } }

    /// Runs `change` on the table once the callback of `handle` is not running, or at once on the main
    /// thread.
    private func waitingForCallback<Result: Sendable>(
        of handle: Table.Handle, isMainThread: Bool, _ change: (inout Table) -> Result
    ) -> Result {
        while true {
            let outcome: Result? = state.withLock { state in
                if !isMainThread && state.calling.contains(handle) { return nil }
                return change(&state.table)
            }
            if let outcome { return outcome }
            Thread.sleep(forTimeInterval: 0.000_1)
        }
    }

    /// One frame of the surface under `handle`: calls its callback, if it has one now.
    @MainActor
    private func frame(_ frame: AirSurface.Frame, of handle: Table.Handle) {
        let entry: Entry? = state.withLock { state in
            guard let entry = state.table.callback(of: handle), entry.callback != nil else { return nil }
            state.calling.append(handle)
            return entry
        }
        guard let entry, let callback = entry.callback else { return }
        callback(
            AirKitSurfaceFrame(
                timestamp: frame.timestamp, targetTimestamp: frame.targetTimestamp, duration: frame.duration,
                index: Int64(frame.index)),
            UnsafeMutableRawPointer(bitPattern: entry.context))
        state.withLock { state in
            if let index = state.calling.lastIndex(of: handle) { state.calling.remove(at: index) }
        }
    }
}
#endif
