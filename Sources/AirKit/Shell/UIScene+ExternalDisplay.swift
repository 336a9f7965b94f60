#if canImport(UIKit) || AIRKIT_STANDIN
extension UIScene {
    /// Whether this scene belongs to an external display's non-interactive role, under its current
    /// name or the one iOS used before 16 (sessions created by older code paths still report it).
    ///
    /// Nothing the user can touch ever reaches such a scene, and a window put on it replaces the
    /// mirror on the TV. Code that walks `UIApplication.shared.connectedScenes` to find "the" window
    /// scene (toasts, HUDs, feedback forms, window managers) should skip these scenes; AirKit attaches
    /// its own window to them. The check reads only the session's role, so it holds for scenes AirKit
    /// did not create and on every iOS version AirKit supports.
    public var isExternalDisplayNonInteractive: Bool {
        AirKitSceneDelegate.externalDisplayRoles.contains(session.role)
    }
}

extension UIApplication {
    /// The connected window scenes a user can interact with: every `UIWindowScene` in
    /// `connectedScenes` except external displays' non-interactive ones
    /// (`isExternalDisplayNonInteractive`).
    ///
    /// Use it where a library would otherwise pick the first connected scene and might pick the TV's.
    /// The result is unordered, as `connectedScenes` is; prefer `activationState == .foregroundActive`
    /// when one scene must be chosen.
    public var interactiveWindowScenes: [UIWindowScene] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.filter { !$0.isExternalDisplayNonInteractive }
    }
}
#endif
