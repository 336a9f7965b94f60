/// The Info.plist keys AirKit reads, spelled once.
public enum InfoPlistKey {
    public static let sceneManifest = "UIApplicationSceneManifest"
    public static let supportsMultipleScenes = "UIApplicationSupportsMultipleScenes"
    public static let sceneConfigurations = "UISceneConfigurations"
    public static let configurationName = "UISceneConfigurationName"
    public static let sceneClassName = "UISceneClassName"
    public static let delegateClassName = "UISceneDelegateClassName"
    public static let storyboardName = "UISceneStoryboardFile"

    public static let bundleExecutable = "CFBundleExecutable"
    public static let bundleName = "CFBundleName"
    public static let bundleIdentifier = "CFBundleIdentifier"
    public static let minimumOSVersion = "MinimumOSVersion"
    public static let sdkName = "DTSDKName"
    public static let xcodeBuild = "DTXcode"
    public static let requiresFullScreen = "UIRequiresFullScreen"
}
