import Foundation

/// What a scene tells its delegate over its life.
///
/// `Documentation/StandInSources.md#uiscene` (`UIScene.h`): `NS_SWIFT_UI_ACTOR @protocol UISceneDelegate <NSObject>`, every
/// method `@optional`. Linux has no `@objc` protocols, so the optional requirements are ordinary
/// requirements with empty default implementations; app code declares them exactly as on iOS.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// `scene:openURLContexts:` (`UIScene.h`, StandInSources.md#app-delegate-life-cycle): URLs to open while the scene is connected.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    /// `scene:continueUserActivity:` (`UIScene.h`, StandInSources.md#app-delegate-life-cycle).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
