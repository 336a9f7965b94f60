import UIKit

/// Loads the passive web page on the external display.
class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene, let window else { return }
        window.rootViewController = ViewController(page: "external.html")
    }
}
