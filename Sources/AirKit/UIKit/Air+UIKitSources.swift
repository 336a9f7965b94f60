#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Makes `viewController` the interface the external display supplements, as `.airPlaySource()`
    /// does for a SwiftUI view: the UIKit way to be a source, without SwiftUI.
    ///
    /// AirKit adds an invisible child view controller (with a zero-sized view that takes no touches)
    /// to `viewController`, loading its view if needed. On iOS 27 and later that child registers the
    /// `UISceneAccessory` on the outermost container of `viewController` (the window's root, such as
    /// a `UITabBarController` or `UINavigationController`, or the presented controller it is in), and
    /// moves the registration when that container changes. The container stays presented while another
    /// tab is selected or a controller is pushed over `viewController`, so the display stays available
    /// and keeps showing the content; a presented controller that is itself a source wins while it is on
    /// top. (While `viewController`'s view is off screen UIKit stops telling it about availability, so
    /// AirKit stops counting that source's own reports and goes by the scene the system keeps connected.)
    /// A controller removed from its container takes its registration with it. Add the source to the
    /// container itself to keep a display available whatever comes and goes in it; add it to one
    /// screen's controller to keep it available only while that controller is in the container (see
    /// <doc:UIKitContent>). On iOS 17–26 a source only tells AirKit it is in the interface.
    ///
    /// The source lasts until `removeSource(_:)` or until `viewController` is released. Adding a
    /// second source to the same controller does nothing.
    public func addSource(_ viewController: UIViewController) {
        guard sourceController(in: viewController) == nil else { return }
        let source = AirSourceController(air: self)
        viewController.addChild(source)
        viewController.view.addSubview(source.view)
        source.didMove(toParent: viewController)
    }

    /// Unregisters the source `addSource(_:)` made on `viewController` and removes its child view
    /// controller; the display mirrors if no other source is in the interface. Does nothing if
    /// `viewController` is not a source of this model.
    public func removeSource(_ viewController: UIViewController) {
        guard let source = sourceController(in: viewController) else { return }
        source.invalidate()
        source.willMove(toParent: nil)
        source.view.removeFromSuperview()
        source.removeFromParent()
    }

    /// Whether `viewController` is a source of this model, made with `addSource(_:)`.
    public func isSource(_ viewController: UIViewController) -> Bool {
        sourceController(in: viewController) != nil
    }

    private func sourceController(in viewController: UIViewController) -> AirSourceController? {
        viewController.children.lazy.compactMap { $0 as? AirSourceController }.first { $0.belongs(to: self) }
    }
}
#endif
