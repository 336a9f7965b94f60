import AirKit
import Observation

#if canImport(Metal)
import Metal
#endif

/// The replay the TV shows: frames the app renders itself with Metal into an ``AirSurface``, under a
/// SwiftUI overlay with the score and, while paused, a veil. The phone pauses and resumes it; the TV
/// takes no touches.
///
/// The renderer here only clears each frame to a colour that cycles with time, where a real replay
/// would decode and draw video frames: what matters is the path (the surface sized to where SwiftUI
/// lays it out, frames from the TV's own display link, drawables presented by a command buffer).
@MainActor
@Observable
final class Replay {
    /// The surface the frames are drawn into, laid out by ``ReplayOnTV``.
    let surface = AirSurface()
    var isPaused = false
    /// The score, for the overlay.
    var caption = ""
    /// Frames drawn since the replay last reached a display: counted, not shown, so not observed.
    @ObservationIgnored private(set) var framesDrawn = 0

    private let queue: (any MTLCommandQueue)?

    init(model: ScoreModel) {
        let device = MTLCreateSystemDefaultDevice()
        queue = device?.makeCommandQueue()
        surface.metalLayer?.device = device
        surface.onMetricsChange = { [weak self] metrics in
            if metrics == nil { self?.framesDrawn = 0 }
        }
        surface.onFrame = { [weak self] frame in self?.draw(frame) }
        model.observe { [weak self] model in self?.caption = model.text }
    }

    /// Draws one frame of the TV's display link, unless paused: the last frame stays on the TV.
    private func draw(_ frame: AirSurface.Frame) {
        guard !isPaused, let drawable = surface.nextDrawable(), let buffer = queue?.makeCommandBuffer() else { return }
        let pass = MTLRenderPassDescriptor()
        pass.colorAttachments[0].texture = drawable.texture
        pass.colorAttachments[0].loadAction = .clear
        pass.colorAttachments[0].storeAction = .store
        let phase = frame.targetTimestamp.truncatingRemainder(dividingBy: 4) / 4
        pass.colorAttachments[0].clearColor = MTLClearColor(red: phase, green: 0.2, blue: 1 - phase, alpha: 1)
        buffer.makeRenderCommandEncoder(descriptor: pass)?.endEncoding()
        buffer.present(drawable)
        buffer.commit()
        framesDrawn += 1
    }
}
