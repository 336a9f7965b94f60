import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if connectingSceneSession.role == .windowExternalDisplay {
            return UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
        }
        return UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
    }
}
