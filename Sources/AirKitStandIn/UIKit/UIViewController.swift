import Foundation

/// Manages a view tree; the unit UIKit presents, contains and registers scene accessories on.
///
/// `Documentation/StandInSources.md#uiviewcontroller` (`UIViewController.h`): `NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder`;
/// `view` is `null_resettable` (so `UIView!`), loaded on first access, then `viewDidLoad()`;
/// `init(nibName:bundle:)` and `init?(coder:)` are the designated initializers.
/// StandInSources.md#uiviewcontroller: `updateProperties()` (call `super`), `setNeedsUpdateProperties()`, `updatePropertiesIfNeeded()`.
/// StandInSources.md#uiviewcontroller: `registerSceneAccessory(_:)` / `unregisterSceneAccessory(_:)`.
///
/// Every overridable member is declared here, since Swift cannot override members declared in
/// extensions; how containment, presentation and registration work lives in the
/// `UIViewController+…` files.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?

    /// Set by containment (`addChild(_:)`).
    open internal(set) weak var parent: UIViewController?
    open internal(set) var children: [UIViewController] = []
    /// The controller this one presents, if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, if any.
    open internal(set) weak var presentingViewController: UIViewController?
    /// What a user's swipe down on this presented controller does (a SwiftUI sheet sets its binding
    /// back); `nil` for a controller the app presented itself.
    var interactiveDismissal: (@MainActor () -> Void)?

    var needsPropertiesUpdate = true
    /// When this controller became a window's root or was presented; "most recently presented" wins (StandInSources.md#uiviewcontroller).
    var presentationOrder = 0
    private var isVisible = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// Insets a container adds to the safe area of this controller's view
    /// (`Documentation/StandInSources.md#images-and-snapshots`, Apple's `UIViewController`
    /// documentation: `var additionalSafeAreaInsets: UIEdgeInsets`, iOS 11, `.zero` by default). The
    /// stand-in keeps the value; its `safeAreaInsets` does not add it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The root view, loaded by ``loadView()`` on first access; setting `nil` unloads it (`null_resettable`).
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            loadedView = view
            view.owningViewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; the default makes a plain ``UIView``. Overrides assign ``view``.
    open func loadView() {
        view = UIView()
    }

    open func loadViewIfNeeded() {
        _ = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection()
    }

    // MARK: Properties updates

    /// Override point, called during a layout pass inside observation tracking: reads of `@Observable`
    /// state here (such as `UISceneAccessoryRegistration.isAvailable`) schedule another call when they
    /// change. Overrides must call `super` (`NS_REQUIRES_SUPER`).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    open func updateProperties() {}

    /// Requests ``updateProperties()`` alongside the next layout pass; requests coalesce.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    open func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        device?.scheduleLayoutPass()
    }

    /// Runs a pending properties update now for this controller, its view and their subtree.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    open func updatePropertiesIfNeeded() {
        device?.runPropertiesUpdateIfNeeded(self)
    }

    // MARK: Containment (standard UIKit; `SimulationAssumption.declarationsOutsideTheReference`)

    /// Adds `childController` as a child and calls its `willMove(toParent:)`. The container then adds
    /// the child's view and calls `didMove(toParent:)`, as on iOS.
    open func addChild(_ childController: UIViewController) {
        embed(childController)
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. The container calls
    /// `willMove(toParent: nil)` and removes the view first, as on iOS.
    open func removeFromParent() {
        leaveParent()
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (standard UIKit; see `SimulationAssumption.declarationsOutsideTheReference`)

    /// Presents `viewControllerToPresent` over this controller's window; the completion runs once it is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent)
        completion?()
    }

    /// Dismisses the controller this one presents or, if it presents none, this controller itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal()
        completion?()
    }

    // MARK: Scene accessories (iOS 27)

    /// Registers a scene accessory for this controller and returns the registration to keep.
    ///
    /// "The delegate type that the configuration defines will be called for all lifecycle events
    /// associated with the scene accessory." On an iOS 26 device the method does not exist: the device
    /// records a fault instead of crashing the test process.
    ///
    /// No `@discardableResult`: the header has no such attribute, and although Swift imports every
    /// Objective-C result as discardable, the stand-in is stricter: an unused registration warns here,
    /// because dropping it may end the registration (Documentation/PlatformFacts.md, "Keeping the
    /// registration").
    @available(iOS 27.0, *)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    #if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (UIViewController.h)")
    #endif
    open func registerSceneAccessory(_ accessory: UISceneAccessory) -> UISceneAccessoryRegistration {
        performRegistration(of: accessory)
    }

    /// Ends a registration; "If the scene accessory associated to this registration is currently being
    /// presented, it will be dismissed."
    @available(iOS 27.0, *)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    #if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (UIViewController.h)")
    #endif
    open func unregisterSceneAccessory(_ registration: UISceneAccessoryRegistration) {
        performUnregistration(of: registration)
    }

    /// The simulated device this controller's view is on, else the current one.
    var device: SimulatedDevice? {
        viewIfLoaded?.device ?? SimulatedDevice.current
    }

    // MARK: Appearance

    /// Called by the view when it enters or leaves a window; drives the appearance callbacks.
    func viewDidMoveToWindow() {
        let nowVisible = viewIfLoaded?.window != nil
        guard nowVisible != isVisible else { return }
        isVisible = nowVisible
        needsPropertiesUpdate = true
        if nowVisible {
            viewWillAppear(false)
            viewDidAppear(false)
        } else {
            viewWillDisappear(false)
            viewDidDisappear(false)
        }
    }
}
