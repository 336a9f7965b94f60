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
    let packed = onMainThread("AirKitAddAvailabilityObserver", fallback: UInt64(0)) { () -> UInt64 in
        guard let callback else { return 0 }
        let air = Air.shared
        let observer = CObserverRegistry.Observer(callback: callback, context: contextAddress, model: air.identifier)
        return CObserverRegistry.shared.add(observer, current: air.connection.isAvailable).packed
    }
    return OpaquePointer(bitPattern: UInt(packed))
}

/// Removes an observer from any thread. A handle is a checked number (a slot and its generation), never
/// an address: a stale or second removal finds nothing, is logged, and returns `false`.
@_cdecl("AirKitRemoveAvailabilityObserver")
public func _AirKitRemoveAvailabilityObserver(_ observer: OpaquePointer?) -> Bool {
    let packed = UInt64(UInt(bitPattern: observer))
    guard let handle = CObserverRegistry.Table.Handle(packed: packed) else { return false }
    switch CObserverRegistry.shared.remove(handle, isMainThread: MainQueue.isCurrent) {
    case .removed:
        return true
    case .notFound:
        Logger(subsystem: "AirKit", category: "Connection").notice(
            "AirKitRemoveAvailabilityObserver: \(handle.description, privacy: .public) was removed already or never added; nothing to do"
        )
        return false
    }
}
#endif
