// The Swift code of the article "Rendering yourself" (RenderingYourself.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit

// snippet
@MainActor
final class TVRenderer {
    let surface = AirSurface()

    init() {
        surface.onMetricsChange = { [weak self] metrics in
            guard let metrics else { return }  // nil: the surface left its display
            self?.resizeTargets(to: metrics.pixelSize)
        }
        surface.onFrame = { [weak self] frame in self?.draw(for: frame) }
    }

    func show() { Air.play(.surface(surface)) }
    func hide() { Air.stop() }

    private func resizeTargets(to pixelSize: CGSize) {
        // Make the render targets this size.
    }

    private func draw(for frame: AirSurface.Frame) {
        guard let drawable = surface.nextDrawable() else { return }
        // Encode the scene into drawable.texture for frame.targetTimestamp, then present the
        // drawable from the command buffer and commit it; here it is presented at once.
        drawable.present()
    }
}
// end snippet

// snippet
extension TVRenderer {
    /// A guest that renders 30 frames a second, on a display of any rate.
    func renderAtThirtyFrames() {
        surface.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
    }
}
// end snippet

// snippet
@MainActor
@Observable
final class Emulator {
    let topScreen = AirSurface()
    let bottomScreen = AirSurface()
    var isPaused = false
}

struct EmulatorOnTV: View {
    let emulator: Emulator

    var body: some View {
        VStack(spacing: 0) {
            AirSurfaceView(emulator.topScreen).aspectRatio(4 / 3, contentMode: .fit)
            AirSurfaceView(emulator.bottomScreen).aspectRatio(4 / 3, contentMode: .fit)
        }
        .overlay {
            if emulator.isPaused { Text("Paused").font(.largeTitle) }
        }
    }
}
// end snippet
