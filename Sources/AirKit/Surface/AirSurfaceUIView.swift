#if canImport(UIKit) || AIRKIT_STANDIN
/// A UIKit view that shows an ``AirSurface`` where it is laid out on the external display: beside,
/// under or over the app's other views in the content AirKit shows. ``AirSurfaceView`` is its SwiftUI
/// counterpart; `Air.play(.surface(surface))` shows a surface filling the display.
///
/// ```swift
/// let screenView = AirSurfaceUIView(surface: surface)
/// tvController.view.addSubview(screenView)          // tvController: played with .viewController
/// tvController.view.addSubview(pausedVeil)          // a UIKit overlay above the surface
/// ```
///
/// What you can rely on, as for a surface filling the display (see <doc:RenderingYourself>):
/// - While the view is in a window AirKit shows on an external display, the surface's layer fills the
///   view's bounds at the display's native scale; ``AirSurface/metrics`` is the view's size in points,
///   never empty, and follows it as the view is laid out again.
/// - Frames come from that display's link, at its rate or the surface's
///   ``AirSurface/preferredFrameRateRange``.
/// - When the view leaves that window, frames stop first, ``AirSurface/nextDrawable()`` returns `nil`,
///   `onMetricsChange(nil)` is called, and the layer stays in the view until every drawable handed out is
///   back.
/// - Anywhere else (a window on the device, no window) the surface shows nothing and gets no frames.
/// - Each surface shows in one view at a time: the one that most recently entered such a window. Two
///   surfaces in two views show at once, each with its own size and frames.
/// - The view does not take touches (`isUserInteractionEnabled` is `false`): the external display has none.
public final class AirSurfaceUIView: UIView {
    /// The surface the view shows.
    public let surface: AirSurface

    /// A view that shows `surface`, laid out as any view is.
    public init(surface: AirSurface) {
        self.surface = surface
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Not supported: a surface view is made in code, with its surface.
    public required init?(coder: NSCoder) {
        nil
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        surface.viewDidMove(self, to: window?.windowScene)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        surface.viewDidLayout(self)
    }
}
#endif
