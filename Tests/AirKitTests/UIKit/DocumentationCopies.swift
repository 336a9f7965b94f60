import AirKit
import AirKitStandIn

// Compiled copies of the Swift code blocks of the DocC articles "UIKit content and UIKit sources" and
// "Rendering yourself", so that a name they use that does not exist fails the build. Each region
// between the markers is a block verbatim.

/// The app's own controller the article shows on the TV.
final class ScoreboardViewController: UIViewController {}

// snippet
final class PlayerViewController: UIViewController {
    private let scoreboard = ScoreboardViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
    }

    func showOnTV() {
        Air.play(viewController: scoreboard)
    }

    func stopTV() {
        Air.stop()
    }
}
// end snippet

/// The context of the article's `updateProperties()` fragment.
final class AvailabilityButtonController: UIViewController {
    let showButton = UIButton(type: .system)

    // snippet
    override func updateProperties() {
        super.updateProperties()
        showButton.isEnabled = Air.shared.connection.isAvailable
    }
    // end snippet
}

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

    func show() { Air.play(surface: surface) }
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
