/// The invisible controller behind `.airPlaySource()`: on iOS 27 it registers the external-display
/// accessory, keeps the registration, reports its availability and enables it while playback is
/// requested; on earlier systems it only tells AirKit a source is in the interface.
final class AirSourceController: UIViewController {
    let id: SourceID
    private weak var air: Air?
    private var accessory: (any SourceAccessory)?
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
        if air.machine.path == .sceneAccessory {
            let token = SourceToken(model: air.identifier, source: id)
            accessory = SceneAccessorySupport.register(on: self, token: token.text)
            AccessorySceneWatch.start()
        }
        air.sourceDidAppear(self)
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
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) { setNeedsUpdateProperties() }
    }

    /// Off screen the source cannot be presented, and UIKit no longer runs `updateProperties()` for it,
    /// so its last availability would go stale: report it unavailable until it appears again.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        air?.source(id, availabilityDidChange: false)
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

    func setAccessoryEnabled(_ isEnabled: Bool) {
        accessory?.isEnabled = isEnabled
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
