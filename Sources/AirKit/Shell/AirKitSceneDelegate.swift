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
        let air = token.flatMap { Air.instance(for: $0) } ?? Air.shared
        self.air = air
        air.externalSceneDidConnect(windowScene, source: token?.source)
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
        air?.externalSceneDidDisconnect(scene)
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
