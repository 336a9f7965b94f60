import UIKit

/// The scene the system creates for the TV: it owns the game view that is shown there.
class ExternalDisplayScene: UIWindowScene {
    let gameViewController = UIViewController()
}

class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let externalScene = scene as? ExternalDisplayScene else { return }
        let window = UIWindow(windowScene: externalScene)
        window.rootViewController = externalScene.gameViewController
        window.isHidden = false
        self.window = window
    }
}
