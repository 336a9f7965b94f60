import AirKit
import AirKitStandIn

/// What a renderer records of its surface: metrics changes and frames.
@MainActor
final class SurfaceRenderer {
    let surface: AirSurface
    var metrics: [AirSurface.Metrics?] = []
    var frames: [AirSurface.Frame] = []
    /// A drawable taken in a frame and not presented yet, as a renderer whose GPU work is still running.
    var heldDrawable: (any CAMetalDrawable)?
    var takesDrawables = false

    init(_ surface: AirSurface = AirSurface()) {
        self.surface = surface
        surface.onMetricsChange = { [unowned self] in metrics.append($0) }
        surface.onFrame = { [unowned self] frame in
            frames.append(frame)
            if takesDrawables, heldDrawable == nil { heldDrawable = surface.nextDrawable() }
        }
    }
}

extension SimulatedDisplay.Description {
    /// A 1080p TV at 2x over a cable, refreshing at 50 Hz: neither the phone's 120 nor the usual 60.
    static let europeanTV = SimulatedDisplay.Description(
        connection: .cable, size: CGSize(width: 1920, height: 1080), scale: 2, framesPerSecond: 50)
    /// A 720p AirPlay receiver at 1x and 30 Hz.
    static let smallAirPlay = SimulatedDisplay.Description(
        connection: .airPlay, size: CGSize(width: 1280, height: 720), scale: 1, framesPerSecond: 30)
}
