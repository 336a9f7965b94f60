import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        switch connectingSceneSession.role {
        case .windowApplication:
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        case .windowExternalDisplay:
            return UISceneConfiguration(name: "External Display Configuration", sessionRole: connectingSceneSession.role)
        default:
            return connectingSceneSession.configuration
        }
    }
}
