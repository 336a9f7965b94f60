import UIKit

/// Hosts the video output while a TV is connected.
class ExternalSceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        ExternalDisplayHelper.instance.delegate = self
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UIViewController()
        window?.isHidden = false
    }
}
