#if canImport(UIKit) || AIRKIT_STANDIN
internal import AirKitC
import Foundation
import Observation

// AirKit's C interface (`AirKitC.h`, target `AirKitC`): the functions Objective-C, C#, Dart FFI and
// other C callers use. Each one runs as ``CCall`` says (a command now or queued to the main queue, a
// query now or refused), then calls the Swift API on `Air.shared`. Why a C interface rather than an
// Objective-C class: Documentation/CrossLanguage.md.
// The Swift names start with an underscore, which keeps them out of code completion and the
// documentation: Swift code calls the Swift API.

@_cdecl("AirKitIsAvailable")
public func _AirKitIsAvailable() -> Bool {
    CCall.onMainThread("AirKitIsAvailable", fallback: false) { Air.shared.connection.isAvailable }
}

@_cdecl("AirKitIsPlaybackRequested")
public func _AirKitIsPlaybackRequested() -> Bool {
    CCall.onMainThread("AirKitIsPlaybackRequested", fallback: false) { Air.shared.isPlaybackRequested }
}

@_cdecl("AirKitIsShowingContent")
public func _AirKitIsShowingContent() -> Bool {
    CCall.onMainThread("AirKitIsShowingContent", fallback: false) { Air.shared.connection.isViewAdded }
}

@_cdecl("AirKitPlayViewController")
public func _AirKitPlayViewController(_ viewController: UnsafeMutableRawPointer?) -> Int32 {
    _AirKitPlayViewControllerOnDisplay(viewController, 0)
}

@_cdecl("AirKitPlayView")
public func _AirKitPlayView(_ view: UnsafeMutableRawPointer?) -> Int32 {
    _AirKitPlayViewOnDisplay(view, 0)
}

@_cdecl("AirKitStop")
public func _AirKitStop() -> Int32 {
    CCall.command("AirKitStop") {
        Air.stop()
        return .OK
    }
}

@_cdecl("AirKitAddSource")
public func _AirKitAddSource(_ viewController: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: viewController)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.command("AirKitAddSource") {
        guard let controller = CCall.object(at: address, as: UIViewController.self) else { return .invalidArgument }
        Air.addSource(controller)
        return .OK
    }
}

@_cdecl("AirKitRemoveSource")
public func _AirKitRemoveSource(_ viewController: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: viewController)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.command("AirKitRemoveSource") {
        guard let controller = CCall.object(at: address, as: UIViewController.self) else { return .invalidArgument }
        Air.removeSource(controller)
        return .OK
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

/// Adds an observer on the main thread (`body` returns its packed handle) and returns its handle as C
/// sees it, tagged with its kind: `NULL` when `body` added none or when called off the main thread.
private func addObserver(_ kind: CHandleKind, _ function: String, _ body: @MainActor () -> UInt64?) -> OpaquePointer? {
    let packed = CCall.onMainThread(function, fallback: UInt64(0)) { body() ?? 0 }
    return packed == 0 ? nil : kind.pointer(for: packed)
}

/// Removes the observer `observer` names from `registry`, from any thread, then releases its context if
/// the caller asked (`AirKitSetObserverContextRelease`); logs a handle that names none, of this kind or
/// any other.
private func removeObserver<Function>(
    _ observer: OpaquePointer?, _ kind: CHandleKind,
    from registry: ObserverRegistry<CObserverRegistry.Observer<Function>, some Equatable & Sendable>, _ function: String
) -> Bool {
    guard observer != nil else { return false }
    let handle = kind.handle(observer, in: type(of: registry).Table.self)
    if let handle, let removed = registry.take(handle, isMainThread: MainQueue.isCurrent) {
        removed.release?(removed.contextPointer)
        return true
    }
    Logger(subsystem: "AirKit", category: "Connection").notice(
        "\(function, privacy: .public): handle \(UInt(bitPattern: observer), privacy: .public) names no observer of this kind (removed already, never added, or of another kind); nothing to do"
    )
    return false
}

@_cdecl("AirKitSetObserverContextRelease")
public func _AirKitSetObserverContextRelease(
    _ observer: OpaquePointer?, _ release: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
) -> Bool {
    let registries = CObserverRegistry.shared
    let set = { (observer: inout CObserverRegistry.Observer<CObserverRegistry.ValueCallback>) in observer.release = release }
    if let handle = CHandleKind.availability.handle(observer, in: type(of: registries.availability).Table.self) {
        return registries.availability.update(handle, set)
    }
    if let handle = CHandleKind.showing.handle(observer, in: type(of: registries.showing).Table.self) {
        return registries.showing.update(handle, set)
    }
    if let handle = CHandleKind.end.handle(observer, in: type(of: registries.ends).Table.self) {
        return registries.ends.update(handle) { $0.release = release }
    }
    return false
}
#endif
