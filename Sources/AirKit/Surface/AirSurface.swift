#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// A surface on the external display for content the app renders itself: Metal, a game engine, an
/// emulator, a video pipeline. Show it with `Air.play(.surface(surface))`.
///
/// ```swift
/// let surface = AirSurface()                      // a CAMetalLayer
/// surface.metalLayer?.device = device
/// surface.onMetricsChange = { metrics in renderer.resize(to: metrics) }
/// surface.onFrame = { frame in
///     guard let drawable = surface.nextDrawable() else { return }
///     renderer.draw(into: drawable, for: frame.targetTimestamp)
/// }
/// Air.play(.surface(surface))
/// ```
///
/// What you can rely on (see <doc:RenderingYourself>):
/// - The layer fills AirKit's window at the display's native pixel size: `contentsScale` is the
///   screen's `nativeScale`, and a `CAMetalLayer`'s `drawableSize` its points times that scale, as
///   ``metrics`` reports. When the display changes mode or another display takes over, the size, scale
///   and rate follow.
/// - ``onMetricsChange`` is called when the surface reaches a display laid out at its size, whenever its
///   size, scale or rate changes, and with `nil` when it leaves the display. It never reports an empty
///   size.
/// - ``onFrame`` is called by a display link of the external display, at the rate that display runs,
///   not the phone's, or at the rate ``preferredFrameRateRange`` asks for, never above the display's;
///   ``Frame/duration`` is the length of one of the display's frames. Nothing else of AirKit's runs per
///   frame.
/// - When the surface leaves its display (``Air/stop()-method``, another `play`, the display unplugged):
///   the display link is invalidated first, so no frame starts; ``nextDrawable()`` returns `nil`;
///   `onMetricsChange(nil)` is called; and the layer stays in AirKit's view until every drawable that
///   ``nextDrawable()`` handed out has been presented or released, however late, then leaves it.
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

        init(_ metrics: SurfaceMachine.Metrics) {
            self.init(
                pointSize: CGSize(width: metrics.width, height: metrics.height), scale: CGFloat(metrics.scale),
                pixelSize: CGSize(width: metrics.pixelWidth, height: metrics.pixelHeight),
                framesPerSecond: metrics.framesPerSecond)
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

    /// Called on the main actor once per frame of the external display while the surface is on it, or
    /// at the rate ``preferredFrameRateRange`` asks for.
    public var onFrame: (@MainActor (Frame) -> Void)?

    /// The rates to call ``onFrame`` at, as a display link's `preferredFrameRateRange`: a guest or game
    /// that renders 30 frames a second asks for `CAFrameRateRange(minimum: 30, maximum: 30,
    /// preferred: 30)` and is called every other frame of a 60 Hz TV. `nil`, the default, is every
    /// frame of the display.
    ///
    /// The display link is given the range held to the display's rate (``Metrics/framesPerSecond``):
    /// nothing above it, so a cap above the display's rate is the display's rate. It is given it again
    /// whenever the surface reaches a display, the display's rate changes, or this changes, while
    /// frames run. As with any display link, the system picks a rate in the range, usually a factor of
    /// the display's rate.
    public var preferredFrameRateRange: CAFrameRateRange? {
        didSet {
            guard let (air, id) = reporter else { return }
            air.send(.surfaceFrameRateWasPreferred(id, preferredFrameRateRange.map(SurfaceMachine.FrameRateRange.init)))
        }
    }

    /// Whether the surface is on a display now: it presents frames there.
    public var isOnDisplay: Bool {
        guard let binding else { return false }
        return binding.air.object?.core.surfaces.canIssueDrawable(binding.id) ?? false
    }

    /// Drawables ``nextDrawable()`` handed out that are neither presented nor released.
    public var drawablesInFlight: Int {
        finishDrawables()
        return drawables.count
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
        guard let binding, let air = binding.air.object, air.core.surfaces.canIssueDrawable(binding.id),
            let drawable = metalLayer?.nextDrawable()
        else { return nil }
        let id = DrawableID(rawValue: air.nextIdentifier())
        let tracked = TrackedDrawable(drawable)
        drawables[id] = tracked
        drawable.addPresentedHandler { [weak self] _ in
            MainQueue.run {
                tracked.isPresented = true
                self?.finishDrawables()
            }
        }
        air.send(.drawableWasIssued(id, by: binding.id))
        return drawable
    }

    // MARK: Internal

    /// The model that played the surface, and the surface's id there.
    private var binding: (air: WeakReference<Air>, id: SurfaceID)?
    /// The controller AirKit shows the surface in: playing the surface again reuses it.
    private var controller: SurfaceViewController?
    /// The view that shows the layer: the one in a window, or the one it left while drawables are out.
    /// Set by the view that most recently entered a window on an external scene.
    private weak var hostView: UIView?
    /// The view the surface left while drawables are out, kept until they are back: a view SwiftUI
    /// dismantles would otherwise take the layer with it.
    private var drainingView: UIView?
    private var displayLink: CADisplayLink?
    private var frameIndex = 0
    private var drawables: [DrawableID: TrackedDrawable] = [:]
    private var isWatchingDrawables = false

    /// The surface's id in `air`, made when `air` first plays it.
    func id(in air: Air) -> SurfaceID {
        if let binding, binding.air.object === air { return binding.id }
        let id = air.objects.add(self)
        binding = (WeakReference(air), id)
        if let preferredFrameRateRange {
            air.send(.surfaceFrameRateWasPreferred(id, SurfaceMachine.FrameRateRange(preferredFrameRateRange)))
        }
        return id
    }

    /// The controller that shows the surface in `air`'s window.
    func controller(for air: Air) -> SurfaceViewController {
        _ = id(in: air)
        if let controller { return controller }
        let made = SurfaceViewController(surface: self)
        controller = made
        return made
    }

    /// The model and id to report to, when the surface's view is in one of that model's windows.
    private var reporter: (air: Air, id: SurfaceID)? {
        guard let binding, let air = binding.air.object else { return nil }
        return (air, binding.id)
    }

    /// The surface's view entered a window, or left it (`scene` `nil`). A view in a window on an external
    /// scene of a model takes the surface there, whether the model played the surface or content that
    /// holds its view; the surface is bound to that model from then on. A view that does not hold the
    /// surface leaving, or entering a window elsewhere, changes nothing.
    func viewDidMove(_ view: UIView, to scene: UIWindowScene?) {
        if let scene, let air = model(showingOn: scene), let sceneID = air.objects.id(of: scene) {
            let id = id(in: air)
            hostView = view
            air.send(.surfaceDidEnterWindow(id, on: sceneID))
        } else if hostView == nil || hostView === view, let (air, id) = reporter {
            air.send(.surfaceDidLeaveWindow(id))
        }
    }

    /// The model whose external scene `scene` is: the one the surface is bound to, or any other.
    private func model(showingOn scene: UIWindowScene) -> Air? {
        if let bound = binding?.air.object, bound.objects.id(of: scene) != nil { return bound }
        return Air.instance(showingOn: scene)
    }

    /// The surface's view was laid out.
    func viewDidLayout(_ view: UIView) {
        guard view === hostView, let (air, id) = reporter else { return }
        air.send(.surfaceDidLayout(id, width: Double(view.bounds.width), height: Double(view.bounds.height)))
    }

    /// Performs one of the core's surface effects.
    func perform(_ effect: RuntimeMachine.Effect, scene: UIWindowScene?) {
        switch effect {
        case .attachSurfaceLayer:
            if let hostView, layer.superlayer !== hostView.layer { hostView.layer.addSublayer(layer) }
        case .sizeSurface(_, let size):
            let new = Metrics(size)
            layer.frame = CGRect(origin: .zero, size: new.pointSize)
            layer.contentsScale = new.scale
            metalLayer?.drawableSize = new.pixelSize
        case .reportSurfaceMetrics(_, let size):
            metrics = size.map(Metrics.init)
            onMetricsChange?(metrics)
        case .startSurfaceFrames:
            startDisplayLink(on: scene)
        case .stopSurfaceFrames:
            displayLink?.invalidate()
            displayLink = nil
            frameIndex = 0
        case .setSurfaceFrameRate(_, let range):
            displayLink?.preferredFrameRateRange = CAFrameRateRange(range)
        case .watchDrawables:
            drainingView = hostView
            watchDrawables()
        case .removeSurfaceLayer:
            layer.removeFromSuperlayer()
            drainingView = nil
        default:
            break
        }
    }

    private func startDisplayLink(on scene: UIWindowScene?) {
        displayLink?.invalidate()
        frameIndex = 0
        guard let scene else { return }
        // A surface released while presenting takes its link down with it.
        let target = DisplayLinkTarget { [weak self] link in
            guard let self else { return link.invalidate() }
            step(link)
        }
        displayLink = scene.displayLink(for: target)
        displayLink?.add(to: .main, forMode: .common)
    }

    /// The hot path: one frame of the external display.
    private func step(_ link: CADisplayLink) {
        frameIndex += 1
        onFrame?(
            Frame(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp, duration: link.duration, index: frameIndex))
        if !drawables.isEmpty { finishDrawables() }
    }

    /// Tells the core which drawables were presented or released since it last heard.
    private func finishDrawables() {
        let done = Set(drawables.filter(\.value.isDone).keys)
        guard !done.isEmpty else { return }
        for id in done { drawables[id] = nil }
        if let (air, surface) = reporter { air.send(.drawablesDidFinish(done, of: surface)) }
    }

    /// Looks at the drawables out on the next turn, by which the frame that held one released without
    /// being presented has ended, and then every tenth of a second until none is out: such a drawable
    /// runs no handler, and nothing else would notice it.
    private func watchDrawables(isFirstLook: Bool = true) {
        guard !isWatchingDrawables else { return }
        isWatchingDrawables = true
        let look: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            isWatchingDrawables = false
            finishDrawables()
            if !drawables.isEmpty { watchDrawables(isFirstLook: false) }
        }
        if isFirstLook { NextTurn.run(look) } else { NextTurn.run(after: Self.drawableWatchInterval, look) }
    }

    /// How often the drawables out of a surface that left its display are looked at.
    static let drawableWatchInterval: Double = 0.1
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
