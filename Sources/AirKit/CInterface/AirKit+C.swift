#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Observation

// AirKit's C interface (`AirKitC.h`, target `AirKitC`): the functions Objective-C, C#, Dart FFI and
// other C callers use. Each one checks that it runs on the main thread, then calls the Swift API on
// `Air.shared`. Why a C interface rather than an Objective-C class: Documentation/CrossLanguage.md.
// The Swift names start with an underscore, which keeps them out of code completion and the
// documentation: Swift code calls the Swift API.

/// Runs `body` on the main actor when called on the main thread; otherwise logs and returns `fallback`.
private func onMainThread<Result: Sendable>(_ function: String, fallback: Result, _ body: @MainActor () -> Result) -> Result {
    guard MainQueue.isCurrent else {
        Logger(subsystem: "AirKit", category: "Connection").error(
            "\(function, privacy: .public) was called off the main thread and did nothing")
        return fallback
    }
    return MainActor.assumeIsolated(body)
}

/// The object at an address the caller passed, if it is of type `T`. Pointers reach the main actor as
/// addresses: the caller, on the main thread already, owns what they point to.
@MainActor
private func object<T: AnyObject>(at address: UInt, as type: T.Type) -> T? {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
}

@_cdecl("AirKitIsAvailable")
public func _AirKitIsAvailable() -> Bool {
    onMainThread("AirKitIsAvailable", fallback: false) { Air.shared.connection.isAvailable }
}

@_cdecl("AirKitIsPlaybackRequested")
public func _AirKitIsPlaybackRequested() -> Bool {
    onMainThread("AirKitIsPlaybackRequested", fallback: false) { Air.shared.isPlaybackRequested }
}

@_cdecl("AirKitIsShowingContent")
public func _AirKitIsShowingContent() -> Bool {
    onMainThread("AirKitIsShowingContent", fallback: false) { Air.shared.connection.isViewAdded }
}

@_cdecl("AirKitPlayViewController")
public func _AirKitPlayViewController(_ viewController: UnsafeMutableRawPointer?) -> Bool {
    let address = UInt(bitPattern: viewController)
    return onMainThread("AirKitPlayViewController", fallback: false) {
        guard let controller = object(at: address, as: UIViewController.self) else { return false }
        Air.play(.viewController(controller))
        return true
    }
}

@_cdecl("AirKitPlayView")
public func _AirKitPlayView(_ view: UnsafeMutableRawPointer?) -> Bool {
    let address = UInt(bitPattern: view)
    return onMainThread("AirKitPlayView", fallback: false) {
        guard let view = object(at: address, as: UIView.self) else { return false }
        Air.play(.view(view))
        return true
    }
}

@_cdecl("AirKitStop")
public func _AirKitStop() -> Bool {
    onMainThread("AirKitStop", fallback: false) {
        Air.stop()
        return true
    }
}

@_cdecl("AirKitAddSource")
public func _AirKitAddSource(_ viewController: UnsafeMutableRawPointer?) -> Bool {
    let address = UInt(bitPattern: viewController)
    return onMainThread("AirKitAddSource", fallback: false) {
        guard let controller = object(at: address, as: UIViewController.self) else { return false }
        Air.addSource(controller)
        return true
    }
}

@_cdecl("AirKitRemoveSource")
public func _AirKitRemoveSource(_ viewController: UnsafeMutableRawPointer?) -> Bool {
    let address = UInt(bitPattern: viewController)
    return onMainThread("AirKitRemoveSource", fallback: false) {
        guard let controller = object(at: address, as: UIViewController.self) else { return false }
        Air.removeSource(controller)
        return true
    }
}

@_cdecl("AirKitAddAvailabilityObserver")
public func _AirKitAddAvailabilityObserver(
    _ callback: (@convention(c) (Bool, UnsafeMutableRawPointer?) -> Void)?, _ context: UnsafeMutableRawPointer?
) -> OpaquePointer? {
    // The context crosses to the main actor as an address: it belongs to the caller.
    let contextAddress = UInt(bitPattern: context)
    return addObserver(.availability, "AirKitAddAvailabilityObserver") {
        guard let callback else { return nil }
        let air = Air.shared
        let registry = CObserverRegistry.shared.availability
        let handle = registry.add(.init(callback: callback, context: contextAddress, model: air.identifier))
        let isAvailable = air.connection.isAvailable
        registry.tell(
            isAvailable, where: { $0.model == air.identifier }, messages: { _ in [isAvailable] },
            call: { $0.callback($1, $0.contextPointer) })
        return handle.packed
    }
}

/// Removes an observer from any thread. A handle is a checked number (a slot and its generation), never
/// an address: a stale or second removal finds nothing, is logged, and returns `false`.
@_cdecl("AirKitRemoveAvailabilityObserver")
public func _AirKitRemoveAvailabilityObserver(_ observer: OpaquePointer?) -> Bool {
    removeObserver(observer, .availability, from: CObserverRegistry.shared.availability, "AirKitRemoveAvailabilityObserver")
}

@_cdecl("AirKitAddShowingObserver")
public func _AirKitAddShowingObserver(
    _ callback: (@convention(c) (Bool, UnsafeMutableRawPointer?) -> Void)?, _ context: UnsafeMutableRawPointer?
) -> OpaquePointer? {
    let contextAddress = UInt(bitPattern: context)
    return addObserver(.showing, "AirKitAddShowingObserver") {
        guard let callback else { return nil }
        let air = Air.shared
        let registry = CObserverRegistry.shared.showing
        let handle = registry.add(.init(callback: callback, context: contextAddress, model: air.identifier))
        let isShowing = air.connection.isViewAdded
        registry.tell(
            isShowing, where: { $0.model == air.identifier }, messages: { _ in [isShowing] },
            call: { $0.callback($1, $0.contextPointer) })
        return handle.packed
    }
}

@_cdecl("AirKitRemoveShowingObserver")
public func _AirKitRemoveShowingObserver(_ observer: OpaquePointer?) -> Bool {
    removeObserver(observer, .showing, from: CObserverRegistry.shared.showing, "AirKitRemoveShowingObserver")
}

@_cdecl("AirKitAddPlaybackEndObserver")
public func _AirKitAddPlaybackEndObserver(
    _ callback: (@convention(c) (Int32, UnsafeMutableRawPointer?) -> Void)?, _ context: UnsafeMutableRawPointer?
) -> OpaquePointer? {
    let contextAddress = UInt(bitPattern: context)
    return addObserver(.end, "AirKitAddPlaybackEndObserver") {
        guard let callback else { return nil }
        let air = Air.shared
        // It knows the last end already: it hears only the ends after it was added.
        let registry = CObserverRegistry.shared.ends
        let observer = CObserverRegistry.Observer(callback: callback, context: contextAddress, model: air.identifier)
        return registry.add(observer, told: .some(air.lastPlaybackEnd)).packed
    }
}

@_cdecl("AirKitRemovePlaybackEndObserver")
public func _AirKitRemovePlaybackEndObserver(_ observer: OpaquePointer?) -> Bool {
    removeObserver(observer, .end, from: CObserverRegistry.shared.ends, "AirKitRemovePlaybackEndObserver")
}

/// The kind of a C observer, which its handle carries, so that a handle given to another kind's removal
/// function names nothing.
private enum ObserverKind: UInt64 {
    case availability = 1
    case showing
    case end

    /// The kind's place in a handle as C sees it: bits 24 to 31, above the slot, which stays below 2^24
    /// (a table grows a slot only when every slot is taken).
    var tag: UInt64 { rawValue << 24 }
}

/// Adds an observer on the main thread (`body` returns its packed handle) and returns its handle as C
/// sees it, tagged with its kind: `NULL` when `body` added none or when called off the main thread.
private func addObserver(_ kind: ObserverKind, _ function: String, _ body: @MainActor () -> UInt64?) -> OpaquePointer? {
    let packed = onMainThread(function, fallback: UInt64(0)) { body().map { $0 | kind.tag } ?? 0 }
    return OpaquePointer(bitPattern: UInt(packed))
}

/// Removes the observer `observer` names from `registry`, from any thread; logs a handle that names none,
/// of this kind or any other.
private func removeObserver<Callback, Value>(
    _ observer: OpaquePointer?, _ kind: ObserverKind, from registry: ObserverRegistry<Callback, Value>, _ function: String
) -> Bool {
    let packed = UInt64(UInt(bitPattern: observer))
    guard packed != 0 else { return false }
    let handle = ObserverTable<Callback, Value>.Handle(packed: packed & ~(0xFF << 24))
    let outcome = packed & (0xFF << 24) == kind.tag ? handle.map { registry.remove($0, isMainThread: MainQueue.isCurrent) } : nil
    guard outcome != .removed else { return true }
    Logger(subsystem: "AirKit", category: "Connection").notice(
        "\(function, privacy: .public): handle \(packed, privacy: .public) names no observer of this kind (removed already, never added, or of another kind); nothing to do"
    )
    return false
}
#endif
