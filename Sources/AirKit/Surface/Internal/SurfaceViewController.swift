#if canImport(UIKit) || AIRKIT_STANDIN
/// The controller AirKit shows an ``AirSurface`` in: its view hosts the surface's layer and tells the
/// surface when it enters or leaves a window and when it is laid out.
final class SurfaceViewController: UIViewController {
    let surface: AirSurface

    init(surface: AirSurface) {
        self.surface = surface
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        view = SurfaceView(surface: surface)
    }
}

/// The view whose layer hosts the surface's.
final class SurfaceView: UIView {
    let surface: AirSurface

    init(surface: AirSurface) {
        self.surface = surface
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        surface.viewDidMove(self, to: window?.windowScene)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        surface.viewDidLayout(self)
    }
}
#endif
