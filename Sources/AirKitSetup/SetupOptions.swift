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

    public static let defaultDelegateClassName = "AirKitSceneDelegate"
    public static let defaultConfigurationName = "External Display"

    public init(
        targetName: String? = nil, delegateClassName: String = SetupOptions.defaultDelegateClassName,
        configurationName: String = SetupOptions.defaultConfigurationName, packageURL: String? = nil
    ) {
        self.targetName = targetName
        self.delegateClassName = delegateClassName
        self.configurationName = configurationName
        self.packageURL = packageURL
    }
}
