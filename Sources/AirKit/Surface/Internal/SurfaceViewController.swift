#if canImport(UIKit) || AIRKIT_STANDIN
/// The controller that shows an ``AirSurface`` filling AirKit's window (`Air.play(.surface(surface))`),
/// or inside SwiftUI content (``AirSurfaceView``): its view is an ``AirSurfaceUIView``.
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
        view = AirSurfaceUIView(surface: surface)
    }
}
#endif
