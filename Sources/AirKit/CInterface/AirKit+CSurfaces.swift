#if canImport(UIKit) || AIRKIT_STANDIN
public import AirKitC
import Dispatch
import Foundation

// AirKitC.h's surfaces: an `AirSurface` under a checked handle (``CSurfaceRegistry``), its frame callback
// with a context pointer, its metrics, layer and drawables. This file imports AirKitC publicly because
// the frame callback's type names the header's frame struct.

/// The surface a handle from C names, if it is a live surface handle.
private func surfaceHandle(_ pointer: OpaquePointer?) -> CSurfaceRegistry.Table.Handle? {
    CHandleKind.surface.handle(pointer, in: CSurfaceRegistry.Table.self)
}

@_cdecl("AirKitCreateSurface")
public func _AirKitCreateSurface(_ surface: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    guard let surface else { return AirKitResult.invalidArgument.rawValue }
    let address = UInt(bitPattern: surface)
    return CCall.query("AirKitCreateSurface") {
        let handle = CSurfaceRegistry.shared.make()
        UnsafeMutablePointer<OpaquePointer?>(bitPattern: address)?.pointee = CHandleKind.surface.pointer(for: handle.packed)
        return .OK
    }
}

@_cdecl("AirKitReleaseSurface")
public func _AirKitReleaseSurface(_ surface: OpaquePointer?) -> Int32 {
    guard let handle = surfaceHandle(surface) else { return AirKitResult.notFound.rawValue }
    let isMainThread = MainQueue.isCurrent
    guard let released = CSurfaceRegistry.shared.release(handle, isMainThread: isMainThread) else {
        CCall.log.notice("AirKitReleaseSurface: \(handle) names no surface (released already or never made); nothing to do")
        return AirKitResult.notFound.rawValue
    }
    // The surface is the main actor's: it is let go of there, and its frames no longer reach C.
    MainQueue.run { released.onFrame = nil }
    return AirKitResult.OK.rawValue
}

@_cdecl("AirKitPlaySurface")
public func _AirKitPlaySurface(_ surface: OpaquePointer?, _ display: Int64) -> Int32 {
    guard let handle = surfaceHandle(surface) else { return AirKitResult.notFound.rawValue }
    return CCall.command("AirKitPlaySurface") {
        guard let surface = CSurfaceRegistry.shared.surface(handle) else { return .notFound }
        guard let display = CCall.display(display) else { return .notFound }
        Air.shared.play(.surface(surface), on: display)
        return .OK
    }
}

@_cdecl("AirKitGetSurfaceMetrics")
public func _AirKitGetSurfaceMetrics(_ surface: OpaquePointer?, _ metrics: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: metrics)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    guard let handle = surfaceHandle(surface) else { return AirKitResult.notFound.rawValue }
    return CCall.query("AirKitGetSurfaceMetrics") {
        guard let surface = CSurfaceRegistry.shared.surface(handle) else { return .notFound }
        var copied = AirKitSurfaceMetrics()
        if let metrics = surface.metrics {
            copied = AirKitSurfaceMetrics(
                isOnDisplay: true, pointWidth: Double(metrics.pointSize.width), pointHeight: Double(metrics.pointSize.height),
                scale: Double(metrics.scale), pixelWidth: Double(metrics.pixelSize.width),
                pixelHeight: Double(metrics.pixelSize.height), framesPerSecond: Int32(clamping: metrics.framesPerSecond))
        }
        UnsafeMutablePointer<AirKitSurfaceMetrics>(bitPattern: address)?.pointee = copied
        return .OK
    }
}

@_cdecl("AirKitSetSurfaceFrameCallback")
public func _AirKitSetSurfaceFrameCallback(
    _ surface: OpaquePointer?, _ callback: (@convention(c) (AirKitSurfaceFrame, UnsafeMutableRawPointer?) -> Void)?,
    _ context: UnsafeMutableRawPointer?
) -> Int32 {
    _AirKitSetSurfaceFrameCallbackReleasing(surface, callback, context, nil)
}

@_cdecl("AirKitSetSurfaceFrameCallbackReleasing")
public func _AirKitSetSurfaceFrameCallbackReleasing(
    _ surface: OpaquePointer?, _ callback: (@convention(c) (AirKitSurfaceFrame, UnsafeMutableRawPointer?) -> Void)?,
    _ context: UnsafeMutableRawPointer?, _ release: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
) -> Int32 {
    guard let handle = surfaceHandle(surface),
        CSurfaceRegistry.shared.setCallback(
            callback, context: UInt(bitPattern: context), release: release, of: handle, isMainThread: MainQueue.isCurrent)
    else { return AirKitResult.notFound.rawValue }
    return AirKitResult.OK.rawValue
}

@_cdecl("AirKitGetSurfaceLayer")
public func _AirKitGetSurfaceLayer(_ surface: OpaquePointer?, _ layer: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32 {
    guard let layer else { return AirKitResult.invalidArgument.rawValue }
    guard let handle = surfaceHandle(surface) else { return AirKitResult.notFound.rawValue }
    let address = UInt(bitPattern: layer)
    return CCall.query("AirKitGetSurfaceLayer") {
        guard let surface = CSurfaceRegistry.shared.surface(handle) else { return .notFound }
        UnsafeMutablePointer<UnsafeMutableRawPointer?>(bitPattern: address)?.pointee =
            Unmanaged.passUnretained(surface.layer).toOpaque()
        return .OK
    }
}

@_cdecl("AirKitCopySurfaceNextDrawable")
public func _AirKitCopySurfaceNextDrawable(
    _ surface: OpaquePointer?, _ drawable: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> Int32 {
    guard let drawable else { return AirKitResult.invalidArgument.rawValue }
    guard let handle = surfaceHandle(surface) else { return AirKitResult.notFound.rawValue }
    let address = UInt(bitPattern: drawable)
    return CCall.query("AirKitCopySurfaceNextDrawable") {
        guard let surface = CSurfaceRegistry.shared.surface(handle) else { return .notFound }
        // Retained for the caller, as a Copy function's result is (CoreFoundation's rule).
        let next = surface.nextDrawable().map { Unmanaged.passRetained($0 as AnyObject).toOpaque() }
        UnsafeMutablePointer<UnsafeMutableRawPointer?>(bitPattern: address)?.pointee = next
        return .OK
    }
}
#endif
