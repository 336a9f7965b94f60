import Foundation

/// The app's delegate, for app-wide events.
///
/// `Documentation/StandInSources.md` §26 (`UIApplication.h`): the stand-in declares the one method the simulated device consults,
/// `application(_:configurationForConnecting:options:)`, whose default returns the session's
/// configuration from the Info.plist scene manifest, which is what UIKit uses when the delegate
/// does not implement it.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
}
