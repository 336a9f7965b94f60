#if AIRKIT_STANDIN
import AirKitStandIn
#else
import UIKit
#endif

/// The delegate of the external-display scene: it hands the scene to AirKit, which attaches the window.
///
/// On iOS 17–26 the system finds it by the name in the app's Info.plist, `AirKitSceneDelegate`
/// (hence the fixed Objective-C name: a module-qualified name breaks when the module name is not
/// ASCII, seed 000 §五.3). On iOS 27 `.airPlaySource()` names it as its accessory's `delegateClass`.
/// You never create or call it yourself.
#if canImport(ObjectiveC)
@objc(AirKitSceneDelegate)
#endif
public final class AirKitSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private weak var air: Air?

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let token = SceneAccessorySupport.token(from: connectionOptions).flatMap(SourceToken.init)
        let air = token.flatMap { Air.instance(for: $0) } ?? Air.shared
        self.air = air
        air.externalSceneDidConnect(windowScene, source: token?.source)
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
        air?.externalSceneDidDisconnect(scene)
    }
}
