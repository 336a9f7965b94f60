import Foundation

/// A rectangle on screen, in a tree of views whose root is a window.
///
/// `Documentation/StandInSources.md#uiview` (`UIView.h`): `NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`, with
/// `userInteractionEnabled` (default YES), `hidden`, `window` (nullable, readonly) and `layoutSubviews`;
/// StandInSources.md#uiview: the `updateProperties()` family (iOS 26) with automatic observation tracking.
///
/// The stand-in keeps the tree (superview, subviews, window) because the simulated device decides
/// from it whether a view controller is presented and what a display shows. It draws nothing.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// Setting a new size lays the view out again, and its layer follows its frame.
    open var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            layer.frame = frame
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Default `true` (StandInSources.md#uiview).
    open var isUserInteractionEnabled = true
    /// Hiding a window takes it off its display; the device re-evaluates what each display shows.
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            visibilityDidChange()
        }
    }
    open var backgroundColor: UIColor?

    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []

    /// The view controller whose root view this is; UIKit keeps the same private link.
    weak var owningViewController: UIViewController?

    var needsPropertiesUpdate = true
    var needsLayout = true

    /// The class of the view's backing layer; `CALayer` by default, `CAMetalLayer` for a Metal view
    /// (`UIView.h`: `@property(class, nonatomic, readonly) Class layerClass`, StandInSources.md#layers-and-display-links).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer, of ``layerClass``, made with the view (StandInSources.md#layers-and-display-links).
    open var layer: CALayer { backingLayer }
    private lazy var backingLayer: CALayer = {
        let layer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
        layer.frame = frame
        return layer
    }()

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Required of every subclass, as on iOS: `UIView.h` (iOS 27.0 SDK) declares
    /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` and UIView
    /// adopts `NSCoding`, so a subclass with its own designated initializer must implement it. The
    /// stand-in decodes nothing: it builds an empty view.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The window at the root of this view's tree, or `nil` when the tree is not in a window (StandInSources.md#uiview).
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open var traitCollection: UITraitCollection {
        window?.windowScene?.traitCollection ?? UITraitCollection()
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        view.windowMayHaveChanged(from: oldWindow)
    }

    open func removeFromSuperview() {
        let oldWindow = window
        detachFromSuperview()
        windowMayHaveChanged(from: oldWindow)
    }

    /// Called on every view of a subtree whose window changed; override to react, as on iOS.
    open func didMoveToWindow() {}

    // MARK: Layout and properties (StandInSources.md#uiview)

    /// Override point; the device calls it during a layout pass inside observation tracking.
    open func layoutSubviews() {}

    open func setNeedsLayout() {
        needsLayout = true
        device?.scheduleLayoutPass()
    }

    open func layoutIfNeeded() {
        device?.runLayoutIfNeeded(self)
    }

    /// Override point; call `super`. Never call it directly: use ``setNeedsUpdateProperties()``.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    open func updateProperties() {}

    /// Requests an update "alongside the next layout pass"; several requests coalesce (StandInSources.md#uiview).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    open func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        device?.scheduleLayoutPass()
    }

    /// Runs a pending update now, for this view and its subtree (StandInSources.md#uiview).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    open func updatePropertiesIfNeeded() {
        device?.runPropertiesUpdateIfNeeded(self)
    }

    // MARK: Internal

    private func detachFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func windowMayHaveChanged(from oldWindow: UIWindow?) {
        let newWindow = window
        guard oldWindow !== newWindow else { return }
        notifyWindowChange()
        (oldWindow?.device ?? newWindow?.device ?? SimulatedDevice.current)?.hierarchyDidChange()
    }

    private func notifyWindowChange() {
        needsPropertiesUpdate = true
        needsLayout = true
        didMoveToWindow()
        owningViewController?.viewDidMoveToWindow()
        for subview in subviews {
            subview.notifyWindowChange()
        }
    }

    func visibilityDidChange() {
        device?.hierarchyDidChange()
    }

    /// The simulated device this view is on: its window's scene's, else the current one.
    var device: SimulatedDevice? {
        window?.device ?? SimulatedDevice.current
    }

    /// This view and every view below it, depth first.
    var subtree: [UIView] {
        [self] + subviews.flatMap(\.subtree)
    }
}
