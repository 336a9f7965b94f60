#if canImport(UIKit) || AIRKIT_STANDIN
internal import AirKitC
import Foundation

// AirKitC.h's state, displays and the play functions that choose a display. Structs cross as raw
// pointers and are written as the header's own types, so their layout is the header's.

@_cdecl("AirKitGetStatus")
public func _AirKitGetStatus(_ status: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: status)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.query("AirKitGetStatus") {
        let air = Air.shared
        let status = AirKitStatus(
            isAvailable: air.connection.isAvailable, isPlaybackRequested: air.isPlaybackRequested,
            isShowingContent: air.connection.isViewAdded, presentedDisplay: Int64(air.connection.presentedDisplay?.id ?? 0),
            lastPlaybackEnd: air.lastPlaybackEnd?.reason.cValue ?? 0)
        UnsafeMutablePointer<AirKitStatus>(bitPattern: address)?.pointee = status
        return .OK
    }
}

@_cdecl("AirKitCopyDisplays")
public func _AirKitCopyDisplays(_ displays: UnsafeMutableRawPointer?, _ capacity: Int32, _ count: UnsafeMutableRawPointer?)
    -> Int32
{
    let displaysAddress = UInt(bitPattern: displays)
    let countAddress = UInt(bitPattern: count)
    guard capacity >= 0, countAddress != 0, capacity == 0 || displaysAddress != 0 else {
        return AirKitResult.invalidArgument.rawValue
    }
    return CCall.query("AirKitCopyDisplays") {
        let listed = Air.shared.connection.displays
        UnsafeMutablePointer<Int32>(bitPattern: countAddress)?.pointee = Int32(clamping: listed.count)
        guard let buffer = UnsafeMutablePointer<AirKitDisplayInfo>(bitPattern: displaysAddress) else { return .OK }
        for (index, display) in listed.prefix(Int(capacity)).enumerated() {
            buffer[index] = AirKitDisplayInfo(display)
        }
        return .OK
    }
}

@_cdecl("AirKitPlayViewControllerOnDisplay")
public func _AirKitPlayViewControllerOnDisplay(_ viewController: UnsafeMutableRawPointer?, _ display: Int64) -> Int32 {
    let address = UInt(bitPattern: viewController)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.command("AirKitPlayViewControllerOnDisplay") {
        CCall.play(address, as: UIViewController.self, on: display) { .viewController($0) }
    }
}

@_cdecl("AirKitPlayViewOnDisplay")
public func _AirKitPlayViewOnDisplay(_ view: UnsafeMutableRawPointer?, _ display: Int64) -> Int32 {
    let address = UInt(bitPattern: view)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.command("AirKitPlayViewOnDisplay") {
        CCall.play(address, as: UIView.self, on: display) { .view($0) }
    }
}

@_cdecl("AirKitPlayPlayer")
public func _AirKitPlayPlayer(_ player: UnsafeMutableRawPointer?, _ display: Int64) -> Int32 {
    let address = UInt(bitPattern: player)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.command("AirKitPlayPlayer") {
        CCall.play(address, as: AVPlayer.self, on: display) { .player($0) }
    }
}

extension AirKitDisplayInfo {
    /// A display's facts, copied.
    @MainActor
    init(_ display: Air.Display) {
        let kind: AirKitDisplayKind =
            switch display.kind {
            case .airPlay: .airPlay
            case .wired: .cable
            default: .unknown
            }
        self.init(
            identifier: Int64(display.id), width: Double(display.size.width), height: Double(display.size.height),
            scale: Double(display.scale), framesPerSecond: Int32(clamping: display.maximumFramesPerSecond), kind: kind,
            isPresentable: display.isPresentable)
    }
}
#endif
