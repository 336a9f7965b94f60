import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let name: String
        let delegateClass: AnyClass
        switch connectingSceneSession.role {
        case .windowExternalDisplay:
            name = "External Configuration"
            delegateClass = ExternalSceneDelegate.self
        default:
            name = "Default Configuration"
            delegateClass = SceneDelegate.self
        }
        let configuration = UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = delegateClass
        return configuration
    }
}
