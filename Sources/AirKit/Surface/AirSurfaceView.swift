#if canImport(UIKit) || AIRKIT_STANDIN
/// A SwiftUI view that shows an ``AirSurface`` where it is laid out in the content AirKit shows on the
/// external display: under an overlay, beside other views, or two surfaces at once.
///
/// ```swift
/// Air.play {
///     AirSurfaceView(machine.screen)
///         .overlay {
///             if machine.isPaused { PausedVeil() }
///         }
/// }
/// ```
///
/// It keeps every promise of ``AirSurfaceUIView``, which it hosts: the surface's layer fills the space
/// SwiftUI gives the view, at the display's native scale, with frames from that display's link; it
/// leaves as a surface filling the display leaves. On the device (a preview of the content) it shows
/// nothing. The view takes all the space it is offered: give it a `.frame` or an `.aspectRatio` to size it.
public struct AirSurfaceView: View {
    /// The surface the view shows.
    public let surface: AirSurface

    /// A view that shows `surface`.
    public init(_ surface: AirSurface) {
        self.surface = surface
    }

    public var body: some View {
        Host(surface: surface)
    }

    /// The representable behind the view.
    private struct Host: UIViewControllerRepresentable {
        let surface: AirSurface

        func makeUIViewController(context: Context) -> HostController {
            HostController()
        }

        func updateUIViewController(_ controller: HostController, context: Context) {
            controller.show(surface)
        }
    }

    /// A controller whose view holds an ``AirSurfaceUIView`` filling it: a new surface at the same place
    /// in the content takes the old one's place.
    private final class HostController: UIViewController {
        private var surfaceView: AirSurfaceUIView?

        func show(_ surface: AirSurface) {
            guard surfaceView?.surface !== surface else { return }
            surfaceView?.removeFromSuperview()
            let made = AirSurfaceUIView(surface: surface)
            made.frame = view.bounds
            view.addSubview(made)
            surfaceView = made
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            surfaceView?.frame = view.bounds
        }
    }
}
#endif
