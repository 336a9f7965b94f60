import SwiftUI

/// The probe's app delegate: it records which scenes the system asks it to configure, and returns the
/// session's own configuration, which is what UIKit uses when a delegate does not implement the method.
final class ProbeAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        ProbeRuntime.shared.recordConfigurationRequest(
            role: connectingSceneSession.role, tag: ProbeExternalSceneDelegate.tag(from: options))
        return connectingSceneSession.configuration
    }
}
