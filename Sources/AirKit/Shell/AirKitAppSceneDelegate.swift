#if canImport(UIKit) || AIRKIT_STANDIN
/// The scene delegate for an app's own scene that lets an app from before scenes keep its app
/// delegate as it is.
///
/// Apps built with the iOS 27 SDK must adopt the scene life cycle or they do not launch, and AirKit
/// needs it too: without it no external-display scene connects (<doc:SceneLifeCycle>). Adopting it
/// usually means moving the window and the app delegate's life-cycle code into a scene delegate. This
/// one does that for you: name it for the application role in the Info.plist (`airkit setup
/// --adopt-scenes` does),
///
/// ```xml
/// <key>UIWindowSceneSessionRoleApplication</key>
/// <array>
///     <dict>
///         <key>UISceneConfigurationName</key>
///         <string>Default Configuration</string>
///         <key>UISceneDelegateClassName</key>
///         <string>AirKitAppSceneDelegate</string>
///     </dict>
/// </array>
/// ```
///
/// and when the app's scene connects it:
/// - puts the window the app delegate made in `application(_:didFinishLaunchingWithOptions:)`
///   (its `window` property) on the scene, shown and key as the app delegate left it; a window UIKit
///   made from the configuration's storyboard is kept instead;
/// - passes the URLs and user activities the scene connects with to `application(_:open:options:)`
///   and `application(_:continue:restorationHandler:)`, as a launch from a link used to;
/// - while it lives, passes the scene's foreground and background and every URL and user activity on
///   to `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
///   `applicationWillEnterForeground(_:)`, `applicationDidEnterBackground(_:)`,
///   `application(_:open:options:)` and `application(_:continue:restorationHandler:)`. As before
///   scenes, `applicationWillEnterForeground(_:)` comes only on a return from the background: the
///   scene's first entry into the foreground, when it connects, is the launch the app delegate
///   already heard of in `application(_:didFinishLaunchingWithOptions:)`.
///
/// It serves one scene of the application role; an app that supports multiple scenes needs a scene
/// delegate of its own. Given a scene of another role, it logs a warning and leaves it alone.
#if canImport(ObjectiveC)
@objc(AirKitAppSceneDelegate)
#endif
public final class AirKitAppSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The app's window on this scene: the app delegate's, or the storyboard's.
    public var window: UIWindow?

    /// Whether the scene has been in the background since it connected, so that its next entry into
    /// the foreground is a return the app delegate hears of.
    private var hasBeenInBackground = false

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard session.role == .windowApplication, let windowScene = scene as? UIWindowScene else {
            Self.warnAboutRole(session.role)
            return
        }
        if window == nil {
            adoptAppDelegateWindow(on: windowScene)
        }
        let urls = connectionOptions.urlContexts
        if !urls.isEmpty { self.scene(scene, openURLContexts: urls) }
        for activity in connectionOptions.userActivities { self.scene(scene, continue: activity) }
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        guard let application = Air.application(of: scene) else { return }
        AppDelegateForwarding.calls.didBecomeActive(application)
    }

    public func sceneWillResignActive(_ scene: UIScene) {
        guard let application = Air.application(of: scene) else { return }
        AppDelegateForwarding.calls.willResignActive(application)
    }

    public func sceneWillEnterForeground(_ scene: UIScene) {
        guard hasBeenInBackground, let application = Air.application(of: scene) else { return }
        AppDelegateForwarding.calls.willEnterForeground(application)
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
        hasBeenInBackground = true
        guard let application = Air.application(of: scene) else { return }
        AppDelegateForwarding.calls.didEnterBackground(application)
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        guard let application = Air.application(of: scene) else { return }
        for context in urlContexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            AppDelegateForwarding.calls.open(context, in: application)
        }
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let application = Air.application(of: scene) else { return }
        AppDelegateForwarding.calls.continueActivity(userActivity, in: application)
    }

    /// Puts the app delegate's window on `scene`: a window made without a scene belongs to none in
    /// the scene life cycle, and nothing shows it (Documentation/PlatformFacts.md, "A window made
    /// without a scene").
    private func adoptAppDelegateWindow(on scene: UIWindowScene) {
        guard let adopted = Air.application(of: scene).flatMap(AppDelegateForwarding.window(of:)) else {
            Logger(subsystem: "AirKit", category: "Connection").warning(
                """
                AirKitAppSceneDelegate found no window on the app delegate: the app's scene shows nothing. Keep the window \
                in the app delegate's window property, or name a storyboard in the scene configuration.
                """)
            return
        }
        adopted.windowScene = scene
        if !adopted.isHidden { adopted.makeKey() }
        window = adopted
    }

    private static func warnAboutRole(_ role: UISceneSession.Role) {
        Logger(subsystem: "AirKit", category: "Connection").warning(
            """
            AirKitAppSceneDelegate was given a scene with the role \(role.rawValue, privacy: .public); it serves only \
            the app's own scene. File it only under UIWindowSceneSessionRoleApplication.
            """)
    }
}
#endif
