#if canImport(UIKit) || AIRKIT_STANDIN
internal import AirKitC
import Foundation

// AirKitC.h's policies: each getter a query, each setter a command whose value is checked before it is
// queued, so that a value out of range is refused at once wherever it is called from.

@_cdecl("AirKitGetReconnectPolicy")
public func _AirKitGetReconnectPolicy(_ policy: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: policy)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.query("AirKitGetReconnectPolicy") {
        let value: AirKitReconnectPolicy =
            switch Air.shared.reconnectPolicy.name {
            case .resume: .resume
            case .stop: .stop
            case .stopWithItsDisplay: .stopWithItsDisplay
            }
        UnsafeMutablePointer<AirKitReconnectPolicy>(bitPattern: address)?.pointee = value
        return .OK
    }
}

@_cdecl("AirKitSetReconnectPolicy")
public func _AirKitSetReconnectPolicy(_ policy: Int32) -> Int32 {
    let value: ReconnectPolicy
    switch AirKitReconnectPolicy(rawValue: policy) {
    case .resume?: value = .resume
    case .stop?: value = .stop
    case .stopWithItsDisplay?: value = .stopWithItsDisplay
    default: return AirKitResult.invalidArgument.rawValue
    }
    return CCall.command("AirKitSetReconnectPolicy") {
        Air.shared.reconnectPolicy = value
        return .OK
    }
}

@_cdecl("AirKitGetStageManagerPolicy")
public func _AirKitGetStageManagerPolicy(_ policy: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: policy)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.query("AirKitGetStageManagerPolicy") {
        let value: AirKitStageManagerPolicy =
            switch Air.shared.stageManagerPolicy.name {
            case .leaveExtendedDisplaysAlone: .leaveExtendedDisplaysAlone
            case .stopPlayback: .stopPlayback
            }
        UnsafeMutablePointer<AirKitStageManagerPolicy>(bitPattern: address)?.pointee = value
        return .OK
    }
}

@_cdecl("AirKitSetStageManagerPolicy")
public func _AirKitSetStageManagerPolicy(_ policy: Int32) -> Int32 {
    let value: StageManagerPolicy
    switch AirKitStageManagerPolicy(rawValue: policy) {
    case .leaveExtendedDisplaysAlone?: value = .leaveExtendedDisplaysAlone
    case .stopPlayback?: value = .stopPlayback
    default: return AirKitResult.invalidArgument.rawValue
    }
    return CCall.command("AirKitSetStageManagerPolicy") {
        Air.shared.stageManagerPolicy = value
        return .OK
    }
}

@_cdecl("AirKitGetDisplayPolicy")
public func _AirKitGetDisplayPolicy(_ policy: UnsafeMutableRawPointer?) -> Int32 {
    let address = UInt(bitPattern: policy)
    guard address != 0 else { return AirKitResult.invalidArgument.rawValue }
    return CCall.query("AirKitGetDisplayPolicy") {
        UnsafeMutablePointer<AirKitDisplayPolicy>(bitPattern: address)?.pointee = AirKitDisplayPolicy(Air.shared.displayPolicy)
        return .OK
    }
}

@_cdecl("AirKitSetDisplayPolicy")
public func _AirKitSetDisplayPolicy(_ policy: UnsafeRawPointer?) -> Int32 {
    guard let policy, let value = DisplayPolicy(policy.load(as: AirKitDisplayPolicy.self)) else {
        return AirKitResult.invalidArgument.rawValue
    }
    return CCall.command("AirKitSetDisplayPolicy") {
        Air.shared.displayPolicy = value
        return .OK
    }
}

extension AirKitDisplayPolicy {
    /// `policy` as C sees it: the numbers a mode does not take are 0.
    init(_ policy: DisplayPolicy) {
        self.init()
        switch policy.mode.rule {
        case .system: mode = .system
        case .highestResolution: mode = .highestResolution
        case .frameRate(let rate):
            mode = .frameRate
            framesPerSecond = Int32(clamping: rate)
        case .closest(let width, let height):
            mode = .closestToSize
            (self.width, self.height) = (width, height)
        case .atMost(let width, let height):
            mode = .resolutionAtMost
            (self.width, self.height) = (width, height)
        }
        overscan =
            switch policy.overscan.compensation {
            case nil: .system
            case .scale?: .scale
            case .insetBounds?: .insetBounds
            case .none?: AirKitOverscan.none
            }
    }
}

extension DisplayPolicy {
    /// The policy `policy` describes; `nil` when a mode or overscan is not one the header lists, or a
    /// number the mode takes is not more than 0 (or not finite).
    init?(_ policy: AirKitDisplayPolicy) {
        let isSize = policy.width.isFinite && policy.height.isFinite && policy.width > 0 && policy.height > 0
        let mode: Mode
        switch policy.mode {
        case .system: mode = .system
        case .highestResolution: mode = .highestResolution
        case .frameRate where policy.framesPerSecond > 0: mode = .frameRate(Int(policy.framesPerSecond))
        case .closestToSize where isSize: mode = .closest(to: CGSize(width: policy.width, height: policy.height))
        case .resolutionAtMost where isSize: mode = .resolution(atMost: CGSize(width: policy.width, height: policy.height))
        default: return nil
        }
        let overscan: Overscan
        switch policy.overscan {
        case .system: overscan = .system
        case .scale: overscan = .scale
        case .insetBounds: overscan = .insetBounds
        case AirKitOverscan.none: overscan = .none
        default: return nil
        }
        self.init(mode: mode, overscan: overscan)
    }
}
#endif
