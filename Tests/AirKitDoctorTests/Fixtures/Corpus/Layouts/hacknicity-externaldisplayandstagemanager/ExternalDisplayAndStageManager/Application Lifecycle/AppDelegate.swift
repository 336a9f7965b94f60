import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        guard connectingSceneSession.role == .windowExternalDisplay else {
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        let configuration = UISceneConfiguration(name: "External Display Configuration", sessionRole: connectingSceneSession.role)
        if !Settings.shared.externalDisplay {
            configuration.storyboard = nil
        }
        return configuration
    }
}
