import AirKitConfiguration

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
    /// The user's word that the target adopts the scene life cycle in a way the doctor cannot see
    /// (in source files that are not on disk, say). Without it or ``adoptsSceneLifeCycle``, setup
    /// refuses a target whose adoption the doctor cannot tell, naming what it could not read.
    public var appAdoptsSceneLifeCycle: Bool
    /// With ``packageURL``, raise `IPHONEOS_DEPLOYMENT_TARGET` to 17.0 (AirKit's minimum) in the
    /// target's configurations that deploy below it. Without it, such a target is refused
    /// (``SetupError``) with nothing changed.
    public var raisesDeploymentTarget: Bool

    public static let defaultDelegateClassName = AirKitSceneConfiguration.delegateClassName

    /// Whether `name` can be a scene delegate class as UIKit looks it up: an Objective-C class
    /// name (ASCII letters, digits and underscores, not starting with a digit), or Swift's
    /// `Module.Class` with a module name of the same form. Setup writes the name into the
    /// Info.plist, so anything else (a newline, a control character, markup) is refused. A module
    /// name outside ASCII is refused too: `NSClassFromString` does not reliably resolve it (AK006).
    public static func isValidDelegateClassName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), name.utf8.count <= 255 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
        }
    }

    /// The one-line explanation of what ``isValidDelegateClassName(_:)`` accepts.
    public static let delegateClassNameRule =
        "expected an Objective-C class name (ASCII letters, digits and underscores, not starting with a digit), optionally after a Swift module name and a dot, e.g. MyApp.ExternalSceneDelegate"
    /// The entry's `UISceneConfigurationName`: the one name the documentation and the doctor use.
    public static let defaultConfigurationName = AirKitSceneConfiguration.name
    /// AirKit's scene delegate for the app's own scene, which keeps a pre-scene app delegate working.
    public static let applicationDelegateClassName = "AirKitAppSceneDelegate"

    public init(
        targetName: String? = nil, delegateClassName: String = SetupOptions.defaultDelegateClassName,
        configurationName: String = SetupOptions.defaultConfigurationName, packageURL: String? = nil,
        adoptsSceneLifeCycle: Bool = false, raisesDeploymentTarget: Bool = false, appAdoptsSceneLifeCycle: Bool = false
    ) {
        self.targetName = targetName
        self.delegateClassName = delegateClassName
        self.configurationName = configurationName
        self.packageURL = packageURL
        self.adoptsSceneLifeCycle = adoptsSceneLifeCycle
        self.raisesDeploymentTarget = raisesDeploymentTarget
        self.appAdoptsSceneLifeCycle = appAdoptsSceneLifeCycle
    }
}
