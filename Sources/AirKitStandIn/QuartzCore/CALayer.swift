import Foundation

/// Core Animation's layer: what a view draws into, and what a Metal or game renderer attaches.
///
/// `Documentation/StandInSources.md#layers-and-display-links` (`CALayer.h`): `@interface CALayer : NSObject`, not
/// main-actor bound; `init` is the designated initializer; `bounds` and `frame` ("When setting the
/// frame the `position' and `bounds.size' are changed to match the given frame"); `superlayer`
/// (read-only); `sublayers` ("Defaults to nil"); `addSublayer(_:)` ("If 'layer' already has a
/// superlayer, it will be removed before being added"); `removeFromSuperlayer()`; `contentsScale`.
/// The stand-in keeps the tree and the geometry; it renders nothing.
open class CALayer: NSObject {
    open var frame: CGRect = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The scale between the layer's points and its backing store's pixels; `1` by default.
    open var contentsScale: CGFloat = 1
    open var isHidden = false
    open private(set) weak var superlayer: CALayer?
    open private(set) var sublayers: [CALayer]?

    public required override init() {
        super.init()
    }

    open func addSublayer(_ layer: CALayer) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }
}
