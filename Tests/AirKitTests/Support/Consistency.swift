import AirKit
import AirKitStandIn
import Testing

/// What must hold between AirKit's observable state and what the simulated device shows, whatever
/// happened before: checked after every step of the end-to-end and randomized tests.
@MainActor
func consistencyViolations(of air: Air, on device: SimulatedDevice) -> [String] {
    var violations: [String] = []
    let showing = device.displaysShowingWindows
    if air.connection.isViewAdded != !showing.isEmpty {
        violations.append("isViewAdded \(air.connection.isViewAdded) but \(showing.count) display(s) show a window")
    }
    if showing.count > 1 {
        violations.append("\(showing.count) displays show AirKit windows at once")
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
    if air.connection.isAvailable && !anyDisplay {
        violations.append("available with no display connected")
    }
    if device.connectedDisplays.isEmpty && !air.connection.displays.isEmpty {
        violations.append("displays listed with none connected")
    }
    return violations
}

@MainActor
func expectConsistent(_ air: Air, on device: SimulatedDevice, sourceLocation: SourceLocation = #_sourceLocation) {
    for violation in consistencyViolations(of: air, on: device) {
        Issue.record(Comment(rawValue: violation), sourceLocation: sourceLocation)
    }
}
