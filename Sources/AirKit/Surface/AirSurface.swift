#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// A surface on the external display for content the app renders itself: Metal, a game engine, an
/// emulator, a video pipeline. Show it with ``Air/play(surface:)-method``.
///
/// ```swift
/// let surface = AirSurface()                      // a CAMetalLayer
/// surface.metalLayer?.device = device
/// surface.onMetricsChange = { metrics in renderer.resize(to: metrics) }
/// surface.onFrame = { frame in
///     guard let drawable = surface.nextDrawable() else { return }
///     renderer.draw(into: drawable, for: frame.targetTimestamp)
/// }
/// Air.play(surface: surface)
/// ```
///
/// What you can rely on (see <doc:RenderingYourself>):
/// - The layer fills AirKit's window at the display's native pixel size: `contentsScale` is the
///   screen's `nativeScale`, and a `CAMetalLayer`'s `drawableSize` its points times that scale, as
///   ``metrics`` reports.
/// - ``onFrame`` is called by a display link of the external display, at the rate that display runs,
///   not the phone's; ``Frame/duration`` is the link's frame length. Nothing else of AirKit's runs per
///   frame.
/// - ``onMetricsChange`` is called when the surface reaches a display, when its size or scale changes,
///   when another display takes over, and with `nil` when it leaves the display.
/// - When the surface leaves its display (``Air/stop()-method``, another `play`, the display unplugged):
///   the display link is invalidated first, so no frame starts; ``nextDrawable()`` returns `nil`;
///   `onMetricsChange(nil)` is called; and the layer stays in AirKit's view until every drawable that
///   ``nextDrawable()`` handed out has been presented or released, then leaves it.
@MainActor
public final class AirSurface {
    /// The size and rate of the display the surface is on.
    public struct Metrics: Equatable, Sendable {
        /// The surface's size in points: the window's.
        public var pointSize: CGSize
        /// The screen's native scale, which the layer's `contentsScale` is set to.
        public var scale: CGFloat
        /// The size in pixels: what a `CAMetalLayer`'s `drawableSize` is set to.
        public var pixelSize: CGSize
        /// The display's refresh rate (`UIScreen.maximumFramesPerSecond`).
        public var framesPerSecond: Int

        public init(pointSize: CGSize, scale: CGFloat, pixelSize: CGSize, framesPerSecond: Int) {
            self.pointSize = pointSize
            self.scale = scale
            self.pixelSize = pixelSize
            self.framesPerSecond = framesPerSecond
        }
    }

    /// One frame of the external display's display link.
    public struct Frame: Sendable {
        /// When the frame began (`CADisplayLink.timestamp`).
        public var timestamp: CFTimeInterval
        /// When the frame rendered now is displayed: the time to render for.
        public var targetTimestamp: CFTimeInterval
        /// The length of a frame at the display's rate.
        public var duration: CFTimeInterval
        /// Counts the frames since the surface reached its current display, from 1.
        public var index: Int

        public init(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, duration: CFTimeInterval, index: Int) {
            self.timestamp = timestamp
            self.targetTimestamp = targetTimestamp
            self.duration = duration
            self.index = index
        }
    }

    /// The layer AirKit puts in its window: a `CAMetalLayer` unless the app supplied another.
    public let layer: CALayer

    /// ``layer`` when it is a `CAMetalLayer`.
    public var metalLayer: CAMetalLayer? { layer as? CAMetalLayer }

    /// The display's size and rate while the surface is on one; `nil` otherwise.
    public private(set) var metrics: Metrics?

    /// Called on the main actor with the new metrics, or `nil` when the surface leaves its display.
    public var onMetricsChange: (@MainActor (Metrics?) -> Void)?

    /// Called on the main actor once per frame of the external display while the surface is on it.
    public var onFrame: (@MainActor (Frame) -> Void)?

    /// Whether the surface is on a display now.
    public var isOnDisplay: Bool { attachedView != nil }

    /// Drawables ``nextDrawable()`` handed out that are neither presented nor released.
    public var drawablesInFlight: Int {
        inFlight.removeAll { $0.isDone }
        return inFlight.count
    }

    /// A surface whose layer is a new `CAMetalLayer`.
    public convenience init() {
        self.init(layer: CAMetalLayer())
    }

    /// A surface showing `layer`, which AirKit sizes to the display (a `CAMetalLayer`, an OpenGL or
    /// engine layer, any `CALayer`).
    public init(layer: CALayer) {
        self.layer = layer
    }

    /// The next drawable of the Metal layer, counted until it is presented or released; `nil` while the
    /// surface is on no display, for a layer that is not a `CAMetalLayer`, or when the layer has none.
    public func nextDrawable() -> (any CAMetalDrawable)? {
        guard isOnDisplay, let drawable = metalLayer?.nextDrawable() else { return nil }
        let tracked = TrackedDrawable(drawable)
        inFlight.append(tracked)
        drawable.addPresentedHandler { [weak self] _ in
            MainQueue.run {
                tracked.isPresented = true
                self?.removeLayerIfIdle()
            }
        }
        return drawable
    }

    // MARK: Internal

    /// The controller AirKit shows the surface in, while one exists: playing the surface again reuses it.
    weak var controller: SurfaceViewController?
    private weak var attachedView: UIView?
    /// The view the surface left while drawables were in flight, kept (with its layer, the surface
    /// layer's superlayer) until they are done.
    private var departedView: UIView?
    private var displayLink: CADisplayLink?
    private var frameIndex = 0
    private var inFlight: [TrackedDrawable] = []

    /// The surface's view entered a window on a scene: the layer joins it and a link of that
    /// scene's display starts.
    func attach(to view: UIView, in scene: UIWindowScene) {
        attachedView = view
        departedView = nil
        if layer.superlayer !== view.layer { view.layer.addSublayer(layer) }
        updateGeometry(of: view, in: scene)
        startDisplayLink(for: scene)
    }

    /// The view was laid out: the size may have changed.
    func viewDidLayout(_ view: UIView) {
        guard view === attachedView, let scene = view.window?.windowScene else { return }
        updateGeometry(of: view, in: scene)
    }

    /// The surface's view left its window: no frame starts after this; the layer leaves once no
    /// drawable is in flight.
    func detach(from view: UIView) {
        guard view === attachedView else { return }
        displayLink?.invalidate()
        displayLink = nil
        attachedView = nil
        frameIndex = 0
        if metrics != nil {
            metrics = nil
            onMetricsChange?(nil)
        }
        departedView = view
        removeLayerIfIdle()
        // A drawable released without being presented runs no handler; by the next turn the frame
        // that held it has ended.
        NextTurn.run { [weak self] in self?.removeLayerIfIdle() }
    }

    private func removeLayerIfIdle() {
        guard attachedView == nil, let departedView, drawablesInFlight == 0 else { return }
        if layer.superlayer === departedView.layer { layer.removeFromSuperlayer() }
        self.departedView = nil
    }

    private func updateGeometry(of view: UIView, in scene: UIWindowScene) {
        let size = view.bounds.size
        #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
        let scale = scene.traitCollection.displayScale
        let framesPerSecond = 60
        #else
        let scale = scene.screen.nativeScale
        let framesPerSecond = scene.screen.maximumFramesPerSecond
        #endif
        let pixels = CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        layer.frame = view.bounds
        layer.contentsScale = scale
        metalLayer?.drawableSize = pixels
        let new = Metrics(pointSize: size, scale: scale, pixelSize: pixels, framesPerSecond: framesPerSecond)
        guard new != metrics else { return }
        metrics = new
        onMetricsChange?(new)
    }

    private func startDisplayLink(for scene: UIWindowScene) {
        displayLink?.invalidate()
        frameIndex = 0
        let target = DisplayLinkTarget { [weak self] link in self?.step(link) }
        displayLink = DisplayLinkTarget.link(for: scene, target: target)
        displayLink?.add(to: .main, forMode: .common)
    }

    /// The hot path: one frame of the external display.
    private func step(_ link: CADisplayLink) {
        frameIndex += 1
        onFrame?(
            Frame(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp, duration: link.duration, index: frameIndex))
    }
}

/// A drawable handed out by ``AirSurface/nextDrawable()``, watched without being kept.
@MainActor
private final class TrackedDrawable {
    private weak var drawable: AnyObject?
    var isPresented = false

    init(_ drawable: any CAMetalDrawable) {
        self.drawable = drawable
    }

    var isDone: Bool { isPresented || drawable == nil }
}
#endif
