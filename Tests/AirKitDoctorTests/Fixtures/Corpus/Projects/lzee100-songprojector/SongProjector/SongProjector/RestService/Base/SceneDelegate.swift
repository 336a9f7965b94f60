import SwiftUI
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        if session.role == UISceneSession.Role.windowExternalDisplayNonInteractive {
            window?.rootViewController = UIHostingController(rootView: Text("Lyrics on the beamer"))
            window?.isHidden = false
        } else {
            window?.rootViewController = UIHostingController(rootView: Text("Songs"))
            window?.makeKeyAndVisible()
        }
    }
}
