/// What `airkit setup` is asked to do, beyond the project it works on.
public struct SetupOptions: Sendable, Equatable {
    /// The app target to set up; `nil` picks the project's only iOS app target.
    public var targetName: String?
    /// The class named as the external-display scene delegate.
    public var delegateClassName: String
    /// The name of the scene configuration setup adds.
    public var configurationName: String
    /// When set, the AirKit package at this URL is added to the project and its `AirKit` product
    /// linked by the target.
    public var packageURL: String?
    /// Whether setup may move a target that does not adopt the scene life cycle onto it, by naming
    /// ``applicationDelegateClassName`` for its own scene. Without it, setup refuses such a target: adding
    /// the external-display scene would switch how the app launches without saying so.
    public var adoptsSceneLifeCycle: Bool

    public static let defaultDelegateClassName = "AirKitSceneDelegate"
    public static let defaultConfigurationName = "External Display"
    /// AirKit's scene delegate for the app's own scene, which keeps a pre-scene app delegate working.
    public static let applicationDelegateClassName = "AirKitAppSceneDelegate"

    public init(
        targetName: String? = nil, delegateClassName: String = SetupOptions.defaultDelegateClassName,
        configurationName: String = SetupOptions.defaultConfigurationName, packageURL: String? = nil,
        adoptsSceneLifeCycle: Bool = false
    ) {
        self.targetName = targetName
        self.delegateClassName = delegateClassName
        self.configurationName = configurationName
        self.packageURL = packageURL
        self.adoptsSceneLifeCycle = adoptsSceneLifeCycle
    }
}
