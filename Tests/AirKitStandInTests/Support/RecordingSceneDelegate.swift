import AirKitStandIn

/// A scene delegate that records what the system calls and shows a window with a label if asked.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    enum WindowPolicy {
        case none
        case hidden
        case shown
    }

    var events: [String] = []
    var policy: WindowPolicy = .shown
    var window: UIWindow?
    var receivedUserInfo: Any?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        events.append("willConnect \(session.role.rawValue)")
        receivedUserInfo = connectionOptions.sceneAccessoryUserInfo
        guard policy != .none, let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("On the TV"))
        window.isHidden = policy == .hidden
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { events.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("didEnterBackground") }

    func sceneDidDisconnect(_ scene: UIScene) {
        events.append("didDisconnect")
        window = nil
    }
}

/// Collects the delegates a device creates, so tests can look at them.
@MainActor
final class DelegateCollector {
    private(set) var delegates: [RecordingSceneDelegate] = []

    /// Registers ``RecordingSceneDelegate`` on `device` under `name`, configured by `policy`.
    init(device: SimulatedDevice, name: String = "RecordingSceneDelegate", policy: RecordingSceneDelegate.WindowPolicy = .shown) {
        device.classes.register(RecordingSceneDelegate.self, named: name) { [weak self] in
            let delegate = RecordingSceneDelegate()
            delegate.policy = policy
            self?.delegates.append(delegate)
            return delegate
        }
    }
}
