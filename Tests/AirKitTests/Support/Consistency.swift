import AirKit
import AirKitStandIn
import Testing

/// What must hold between AirKit's observable state and what the simulated device shows, whatever
/// happened before: checked after every step of the end-to-end and randomized tests.
///
/// `isAppInFront`: whether the app is active. While it is not (Control Center, locked, in the
/// background) the simulated system decides nothing, so a source's availability may be the one it had
/// before a display left, and AirKit reports what the system says: availability is checked only in front.
@MainActor
func consistencyViolations(of air: Air, on device: SimulatedDevice, isAppInFront: Bool = true) -> [String] {
    var violations: [String] = []
    // AirKit's windows as UIKit has them: attached to a connected external scene and unhidden, whether the
    // display shows them or, while a player is handed to the receiver, the receiver's stream over them.
    let externalRoles: Set = [
        UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue, "UIWindowSceneSessionRoleExternalDisplay",
    ]
    let attached = air.diagnostics().scenes.filter { externalRoles.contains($0.role) && $0.activationState != "background" }
        .flatMap(\.windows).filter { $0.isAirKit && !$0.isHidden }
    // One window per display showing content: the main request's (isViewAdded) and each pinned one's.
    let presented = air.connection.presentedDisplays
    if attached.count != presented.count {
        violations.append(
            "\(presented.count) display(s) present content but \(attached.count) AirKit window(s) attached and shown")
    }
    if air.connection.isViewAdded != (air.connection.presentedDisplay != nil) {
        violations.append(
            "isViewAdded \(air.connection.isViewAdded) but presentedDisplay \(String(describing: air.connection.presentedDisplay))"
        )
    }
    if let main = air.connection.presentedDisplay, !presented.contains(main) {
        violations.append("the presented display is not among the displays presenting content")
    }
    let showing = device.displaysShowingWindows
    if showing.count > presented.count {
        violations.append("\(showing.count) displays show windows, \(presented.count) present content")
    }
    if air.connection.isViewAdded && !air.isPlaybackRequested {
        violations.append("a window is shown although playback is not requested")
    }
    if let key = device.keyWindow, key.windowScene?.session.role != .windowApplication {
        violations.append("an external window is key")
    }
    if !device.faults.isEmpty {
        violations.append("device faults: \(device.faults)")
    }
    let anyDisplay = !device.connectedDisplays.isEmpty
    if isAppInFront && air.connection.isAvailable && !anyDisplay {
        violations.append("available with no display connected")
    }
    // A display unplugged while the app is away stays listed, not presentable, until the app is back;
    // a presentable one is always connected.
    let presentable = air.connection.displays.filter(\.isPresentable).count
    if presentable > device.connectedDisplays.count {
        violations.append("\(presentable) presentable displays listed, \(device.connectedDisplays.count) connected")
    }
    return violations
}

@MainActor
func expectConsistent(_ air: Air, on device: SimulatedDevice, sourceLocation: SourceLocation = #_sourceLocation) {
    for violation in consistencyViolations(of: air, on: device) {
        Issue.record(Comment(rawValue: violation), sourceLocation: sourceLocation)
    }
}
