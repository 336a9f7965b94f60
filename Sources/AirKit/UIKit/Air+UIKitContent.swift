#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `viewController` on the external display of ``shared``. See `play(viewController:)`.
    public static func play(viewController: UIViewController) {
        shared.play(viewController: viewController)
    }

    /// Shows `view` on the external display of ``shared``. See `play(view:)`.
    public static func play(view: UIView) {
        shared.play(view: view)
    }

    /// Shows `viewController` on `display`, one of ``Connection/displays`` of ``shared``. See
    /// `play(viewController:on:)`.
    public static func play(viewController: UIViewController, on display: Display) {
        shared.play(viewController: viewController, on: display)
    }

    /// Shows a view controller of the app's on this model's external display, in AirKit's window, now
    /// or as soon as a display is available: the UIKit counterpart of `play { … }`, with the same
    /// paths, policies and logs.
    ///
    /// Who owns what (see <doc:UIKitContent>):
    /// - AirKit holds `viewController` strongly from this call until the request ends (`stop()`,
    ///   another `play`, a binding or policy ending it), shown or waiting for a display.
    /// - While shown it is a child of AirKit's root view controller in AirKit's window, sized to it.
    ///   Do not add it elsewhere meanwhile: a view controller has one parent.
    /// - Teardown order: the controller gets `willMove(toParent: nil)`, its view leaves AirKit's window
    ///   (`viewWillDisappear(_:)` and `viewDidDisappear(_:)` arrive while the window is still on the
    ///   external scene) and `removeFromParent()`; then the window is hidden and released; then AirKit
    ///   lets go of the controller. If nothing else holds it, it is released then.
    /// - When another display takes over, the controller leaves the old window before it joins the
    ///   new one; `viewDidAppear(_:)` runs again there.
    /// - Playing the same controller again keeps it on screen and does not reload it.
    public func play(viewController: UIViewController) {
        request(on: nil, .viewController(viewController))
    }

    /// Shows `viewController` on `display`, one of this model's ``Connection/displays``; the display is
    /// chosen as `play(on:content:)` describes, ownership is as `play(viewController:)` describes.
    public func play(viewController: UIViewController, on display: Display) {
        request(on: display, .viewController(viewController))
    }

    /// Shows `view` on this model's external display, filling AirKit's window, as
    /// `play(viewController:)` shows a controller: AirKit holds the view until the request ends, and
    /// takes it out of its window (`removeFromSuperview()`) before the window goes.
    public func play(view: UIView) {
        request(on: nil, .viewController(HostedViewController(view: view)))
    }
}
#endif
