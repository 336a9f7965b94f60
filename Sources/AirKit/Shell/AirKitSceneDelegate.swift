#if canImport(UIKit) || AIRKIT_STANDIN
/// The delegate of the external-display scene: it hands the scene to AirKit, which attaches the window.
///
/// On iOS 17–26 the system finds it by the name in the app's Info.plist, `AirKitSceneDelegate`
/// (hence the fixed Objective-C name: a module-qualified name breaks when the module name is not
/// ASCII). On iOS 27 `.airPlaySource()` names it as its accessory's `delegateClass`.
/// You never create or call it yourself.
///
/// It serves only external-display scenes. Filed under another role (the Info.plist's
/// `UIWindowSceneSessionRoleApplication`, or an app delegate that returns it for every session), it
/// would cover the app's own interface with AirKit's window and report a display that is not there,
/// so it refuses the scene and logs a warning that names the role (doctor finding AK020).
#if canImport(ObjectiveC)
@objc(AirKitSceneDelegate)
#endif
public final class AirKitSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private weak var air: Air?
    /// The source whose registration the scene connected for, to hand back when the scene returns
    /// from the background.
    private var source: SourceID?

    /// The roles AirKit puts its window on: the external display's, current and pre-iOS 16 names.
    /// The deprecated one is spelled by raw value so that iOS builds do not warn.
    static let externalDisplayRoles: Set<UISceneSession.Role> = [
        .windowExternalDisplayNonInteractive, UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay"),
    ]

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard Self.externalDisplayRoles.contains(session.role) else {
            Self.warnAboutRole(session.role)
            return
        }
        guard let windowScene = scene as? UIWindowScene else { return }
        let token = SceneAccessorySupport.token(from: connectionOptions).flatMap(SourceToken.init)
        guard let air = token.map({ Air.instance(for: $0) }) ?? Air.shared else {
            // The model whose source asked for this scene is gone: no other model's content belongs here.
            Logger(subsystem: "AirKit", category: "Connection").info(
                "an external scene arrived for a model that no longer exists; ignored")
            return
        }
        self.air = air
        source = token?.source
        air.externalSceneDidConnect(windowScene, source: source)
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
        air?.externalSceneDidDisconnect(scene)
    }

    /// The app went to the background or the device locked: the display no longer shows the window.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        air?.externalSceneDidEnterBackground(scene)
    }

    /// The app is back: the scene can show the content again.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        air?.externalSceneWillEnterForeground(windowScene, source: source)
    }

    /// Says which role reached AirKit and what to change; AirKit leaves that scene alone.
    private static func warnAboutRole(_ role: UISceneSession.Role) {
        Logger(subsystem: "AirKit", category: "Connection").warning(
            """
            AirKitSceneDelegate was given a scene with the role \(role.rawValue, privacy: .public), which is not an \
            external display. AirKit ignores this scene and attaches no window to it. File AirKit's entry in the \
            Info.plist only under UIWindowSceneSessionRoleExternalDisplayNonInteractive, and return \
            AirKitSceneDelegate from application(_:configurationForConnecting:options:) only for that role.
            """)
    }
}
#endif
