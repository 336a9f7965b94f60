import AirKitStandIn

/// A view controller that registers an external-display accessory, keeps the registration and
/// records what `updateProperties()` sees, as the iOS 27 write-up's controller in `ArticleSnippetTests` does, plus observation.
final class AccessoryViewController: UIViewController {
    private(set) var registration: UISceneAccessoryRegistration?
    private(set) var availabilitySeenInUpdateProperties: [Bool] = []
    private let delegateName: String?
    private let userInfo: Any?
    private let keepsRegistration: Bool

    init(delegateName: String? = nil, userInfo: Any? = nil, keepsRegistration: Bool = true) {
        self.delegateName = delegateName
        self.userInfo = userInfo
        self.keepsRegistration = keepsRegistration
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UISceneConfiguration()
        configuration.delegateClass = RecordingSceneDelegate.self
        let accessory =
            if let userInfo {
                UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration, userInfo: userInfo)
            } else {
                UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration)
            }
        let registration = registerSceneAccessory(accessory)
        if keepsRegistration { self.registration = registration }
    }

    override func updateProperties() {
        super.updateProperties()
        if let registration {
            availabilitySeenInUpdateProperties.append(registration.isAvailable)
        }
    }

    func unregister() {
        guard let registration else { return }
        unregisterSceneAccessory(registration)
        self.registration = nil
    }
}
