import SwiftUI

/// The probe's app delegate: it records which scenes the system asks it to configure, and returns the
/// session's own configuration, which is what UIKit uses when a delegate does not implement the method.
/// While the app finishes launching it also makes a window without a scene, as an app delegate from
/// before scenes does, so a check can see whether the system puts it on the app's scene. The window is
/// one point square and takes no touches, so the probe's own interface stays usable whatever happens.
final class ProbeAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = DeprecatedAPI.reader.windowWithoutScene(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.isUserInteractionEnabled = false
        window.rootViewController = ProbeController(name: "launch window")
        window.makeKeyAndVisible()
        ProbeRuntime.shared.launchWindow = window
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        ProbeRuntime.shared.recordConfigurationRequest(
            role: connectingSceneSession.role, tag: ProbeExternalSceneDelegate.tag(from: options))
        return connectingSceneSession.configuration
    }
}
