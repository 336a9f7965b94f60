import AirKit

/// Builds the app's window in code: a tab bar controller with the scoreboard in a navigation
/// controller, and an about tab. The tab bar controller is the AirKit source, so the TV stays
/// available whichever tab is shown (on iOS 27 AirKit registers the scene accessory on it).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let model = ScoreModel()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: ScoreViewController(model: model)),
            UINavigationController(rootViewController: AboutViewController()),
        ]
        Air.addSource(tabs)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
