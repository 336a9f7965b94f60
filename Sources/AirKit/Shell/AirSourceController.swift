#if canImport(UIKit) || AIRKIT_STANDIN
/// The invisible controller behind `.airPlaySource()` and `Air.addSource(_:)`: on iOS 27 it registers the external-display
/// accessory, keeps the registration, reports its availability and sets `isEnabled` as AirKit's
/// core says; on earlier systems it only tells AirKit a source is in the interface.
///
/// It registers not on itself but on its outermost container: the window's root view controller or
/// the presented controller it sits in (Documentation/PlatformFacts.md, "Where a source registers").
/// This controller is a child of SwiftUI's hosting controller, and whether the system counts a child's
/// registration as "presented" is unknown; the container is presented whatever the answer. Each source
/// keeps exactly one registration, moves it when its container changes and removes it when it goes.
final class AirSourceController: UIViewController {
    let id: SourceID
    private weak var air: Air?
    private var accessory: (any SourceAccessory)?
    /// Whether AirKit has enabled the registration, applied again if the registration moves.
    private var isAccessoryEnabled = false
    private var isInvalidated = false

    init(air: Air) {
        self.air = air
        self.id = SourceID(rawValue: air.nextIdentifier())
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        guard let air else { return }
        if air.core.path == .sceneAccessory { AccessorySceneWatch.start() }
        registerOnPresentedContainer()
        air.sourceDidAppear(self)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        registerOnPresentedContainer()
    }

    /// The controller the system can count as presented: the outermost container of this one.
    private var presentedContainer: UIViewController {
        var controller: UIViewController = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Registers the accessory on ``presentedContainer``, or moves it there: one registration per
    /// source, unregistered from the old container before the new one is made.
    private func registerOnPresentedContainer() {
        guard isViewLoaded, !isInvalidated, let air, air.core.path == .sceneAccessory else { return }
        let container = presentedContainer
        guard accessory == nil || accessory?.host !== container else { return }
        accessory?.unregister()
        let token = SourceToken(model: air.identifier, source: id)
        accessory = SceneAccessorySupport.register(on: container, token: token.text)
        if isAccessoryEnabled { accessory?.isEnabled = true }
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) { setNeedsUpdateProperties() }
    }

    /// UIKit runs this inside observation tracking: reading `isAvailable` here is how changes arrive.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    override func updateProperties() {
        super.updateProperties()
        guard let accessory, !isInvalidated else { return }
        air?.source(id, availabilityDidChange: accessory.isAvailable)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerOnPresentedContainer()
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) { setNeedsUpdateProperties() }
    }

    /// Off screen the source cannot be presented, and UIKit no longer runs `updateProperties()` for it,
    /// so its last availability would go stale: report it unavailable until it appears again.
    ///
    /// A UIKit container takes a child's view out before it ends the containment (`willMove(toParent:
    /// nil)`, view removed, `removeFromParent()`), so whether the outermost container changed (the
    /// source's controller left a tab bar or navigation controller) is checked in the next turn: a
    /// registration left on the old container would keep its scene.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        air?.sourceDidLeaveScreen(id)
        NextTurn.run { [weak self] in self?.registerOnPresentedContainer() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let role = view.window?.windowScene?.session.role, role != .windowApplication {
            air?.log(
                .warning(
                    "an .airPlaySource() is in a window of a \(role.rawValue) scene; UIKit only presents sources in the app's own interface"
                ))
        }
    }

    /// Whether this source serves `model`.
    func belongs(to model: Air) -> Bool {
        air === model
    }

    /// Enables the registration, now and wherever it moves (AirKit never disables one).
    func enableAccessory() {
        isAccessoryEnabled = true
        accessory?.isEnabled = true
    }

    /// Unregisters and leaves AirKit's sources; called when SwiftUI dismantles the source.
    func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        accessory?.unregister()
        accessory = nil
        air?.sourceDidDisappear(id)
    }
}
#endif
