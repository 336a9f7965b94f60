import Foundation

/// A texture a drawable vends; the stand-in keeps only its size.
///
/// `Documentation/StandInSources.md#layers-and-display-links` (Metal's `MTLTexture`): `width` and `height` in pixels.
public protocol MTLTexture: AnyObject {
    var width: Int { get }
    var height: Int { get }
}

/// Called once a drawable was presented, with the drawable (`MTLDrawablePresentedHandler`).
public typealias MTLDrawablePresentedHandler = @Sendable (any MTLDrawable) -> Void

/// A displayable resource (StandInSources.md#layers-and-display-links, Metal's `MTLDrawable`): `present()` and
/// `addPresentedHandler(_:)`, "called immediately after the drawable is presented".
public protocol MTLDrawable: AnyObject {
    func present()
    func addPresentedHandler(_ block: @escaping MTLDrawablePresentedHandler)
}

/// A drawable of a `CAMetalLayer` (StandInSources.md#layers-and-display-links, `CAMetalLayer.h`): `texture` and `layer`.
public protocol CAMetalDrawable: MTLDrawable {
    var texture: any MTLTexture { get }
    var layer: CAMetalLayer { get }
}

/// A layer whose content Metal renders: the surface AirKit puts on an external display for apps
/// that draw themselves.
///
/// `Documentation/StandInSources.md#layers-and-display-links` (`CAMetalLayer.h`): `@interface CAMetalLayer : CALayer`;
/// `drawableSize` ("The most typical value will be the layer size multiplied by the layer
/// contentsScale property"); `nextDrawable()` (nullable: "All drawables in the swap queue are in-use
/// and the 1 second timeout has elapsed"); `maximumDrawableCount` ("The default value is 3").
///
/// Simulated: at most `maximumDrawableCount` drawables are in use at once; a drawable is in use from
/// `nextDrawable()` until it is presented or released, and the stand-in returns `nil` at once where
/// the device would wait a second. Presenting runs the drawable's presented handlers.
open class CAMetalLayer: CALayer {
    /// The device the layer's textures are made by (`CAMetalLayer.h`: `@property(nullable, retain) id<MTLDevice> device`).
    open var device: (any MTLDevice)?
    open var drawableSize: CGSize = .zero
    open var maximumDrawableCount = 3
    private var inUse: [WeakDrawable] = []

    /// How many drawables of this layer are in use (handed out, neither presented nor released).
    public var drawablesInUse: Int {
        inUse.removeAll { $0.drawable == nil || $0.drawable?.isPresented == true }
        return inUse.count
    }

    /// How many drawables this layer has handed out in all.
    public private(set) var drawablesHandedOut = 0

    open func nextDrawable() -> (any CAMetalDrawable)? {
        guard drawablesInUse < maximumDrawableCount, drawableSize.width > 0, drawableSize.height > 0 else { return nil }
        let drawable = SimulatedDrawable(layer: self)
        inUse.append(WeakDrawable(drawable: drawable))
        drawablesHandedOut += 1
        return drawable
    }
}

private struct WeakDrawable {
    weak var drawable: SimulatedDrawable?
}

private final class SimulatedTexture: MTLTexture {
    let width: Int
    let height: Int

    init(size: CGSize) {
        width = Int(size.width)
        height = Int(size.height)
    }
}

/// A drawable of the simulated GPU: presenting it runs its presented handlers at once.
private final class SimulatedDrawable: CAMetalDrawable {
    let texture: any MTLTexture
    let layer: CAMetalLayer
    private var handlers: [MTLDrawablePresentedHandler] = []
    private(set) var isPresented = false

    init(layer: CAMetalLayer) {
        self.layer = layer
        texture = SimulatedTexture(size: layer.drawableSize)
    }

    func present() {
        guard !isPresented else { return }
        isPresented = true
        let handlers = handlers
        self.handlers = []
        for handler in handlers { handler(self) }
    }

    func addPresentedHandler(_ block: @escaping MTLDrawablePresentedHandler) {
        handlers.append(block)
    }
}
