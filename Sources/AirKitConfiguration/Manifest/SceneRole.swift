/// The scene session roles an Info.plist scene manifest is keyed by.
///
/// The raw values are the `UISceneConfigurations` keys, which are also the raw values of
/// `UISceneSession.Role` (Documentation/PlatformFacts.md, "Roles and the scene manifest").
public enum SceneRole: String, Sendable, Hashable, CaseIterable, Codable {
    /// `UIWindowSceneSessionRoleApplication`: the app's interactive windows.
    case application = "UIWindowSceneSessionRoleApplication"
    /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` (iOS 16+): the external display.
    case externalDisplayNonInteractive = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    /// `UIWindowSceneSessionRoleExternalDisplay`: deprecated in iOS 16, when it was renamed; sessions on
    /// iOS 16 and later report the non-interactive role (UTM's source notes it).
    case externalDisplay = "UIWindowSceneSessionRoleExternalDisplay"
}
