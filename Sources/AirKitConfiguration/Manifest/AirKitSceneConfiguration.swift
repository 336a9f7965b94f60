/// AirKit's external-display entry in `UISceneConfigurations`, as `airkit setup` writes it and the
/// README, the articles, the doctor's fixes and the examples show it: one name, so an app delegate
/// that returns `UISceneConfiguration(name:sessionRole:)` for it matches what setup wrote.
public enum AirKitSceneConfiguration {
    /// `UISceneConfigurationName`.
    public static let name = "AirPlay"
    /// `UISceneDelegateClassName`: AirKit's scene delegate for the external display.
    public static let delegateClassName = "AirKitSceneDelegate"
}
