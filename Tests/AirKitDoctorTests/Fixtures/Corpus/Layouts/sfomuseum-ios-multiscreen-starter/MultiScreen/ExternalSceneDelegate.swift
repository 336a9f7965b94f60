import UIKit
import WebKit

class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let controller = UIViewController()
        controller.view = WKWebView(frame: windowScene.coordinateSpace.bounds)
        window.rootViewController = controller
        window.isHidden = false
        self.window = window
    }
}
