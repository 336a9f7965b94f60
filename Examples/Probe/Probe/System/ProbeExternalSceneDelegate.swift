import SwiftUI

/// The delegate of every external scene the probe gets: from the Info.plist entry (iOS ≤ 26, or an
/// SDK ≤ 26 build) or as the `delegateClass` of the probe's accessory registrations (iOS 27).
///
/// It records each callback in ``ProbeRuntime`` and shows an unhidden window naming its registration,
/// so the display leaves mirroring and the person running the probe sees which registration won.
#if canImport(ObjectiveC)
@objc(ProbeExternalSceneDelegate)
#endif
final class ProbeExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The accessory registration's user info; `nil` for a scene from the Info.plist.
    private(set) var tag: String?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        tag = Self.tag(from: connectionOptions)
        ProbeRuntime.shared.record("willConnect", scene: scene, tag: tag)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("AirKit probe: \(tag ?? "Info.plist scene")"))
        window.isHidden = false
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        ProbeRuntime.shared.record("willEnterForeground", scene: scene, tag: tag)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        ProbeRuntime.shared.record("didBecomeActive", scene: scene, tag: tag)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        ProbeRuntime.shared.record("willResignActive", scene: scene, tag: tag)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        ProbeRuntime.shared.record("didEnterBackground", scene: scene, tag: tag)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        ProbeRuntime.shared.record("didDisconnect", scene: scene, tag: tag)
        window = nil
    }

    static func tag(from options: UIScene.ConnectionOptions) -> String? {
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        guard #available(iOS 27.0, *) else { return nil }
        return options.sceneAccessoryUserInfo as? String
        #else
        return nil
        #endif
    }
}
