/// Ready-made Info.plist contents for simulated apps.
public enum InfoPlist {
    /// One scene configuration in `UISceneConfigurations` (`Documentation/StandInSources.md#scene-manifest`).
    public struct SceneConfiguration: Sendable {
        public var name: String
        public var delegateClassName: String?
        public var sceneClassName: String?

        public init(name: String, delegateClassName: String?, sceneClassName: String? = "UIWindowScene") {
            self.name = name
            self.delegateClassName = delegateClassName
            self.sceneClassName = sceneClassName
        }

        /// The entry AirKit's README tells its users to add: `AirPlay`, `UIWindowScene`, `AirKitSceneDelegate`.
        public static let airKit = SceneConfiguration(name: "AirPlay", delegateClassName: "AirKitSceneDelegate")

        var dictionary: [String: Any] {
            var entry: [String: Any] = ["UISceneConfigurationName": name]
            if let delegateClassName { entry["UISceneDelegateClassName"] = delegateClassName }
            if let sceneClassName { entry["UISceneClassName"] = sceneClassName }
            return entry
        }
    }

    /// An Info.plist whose `UIApplicationSceneManifest` declares the given configurations. With no
    /// arguments it is what Xcode generates for a SwiftUI app: multiple scenes, no configurations.
    public static func sceneManifest(
        externalDisplay: SceneConfiguration? = nil, application: SceneConfiguration? = nil,
        deprecatedExternalDisplay: SceneConfiguration? = nil, supportsMultipleScenes: Bool = true
    ) -> [String: Any] {
        var configurations: [String: Any] = [:]
        if let externalDisplay {
            configurations[UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue] = [externalDisplay.dictionary]
        }
        if let deprecatedExternalDisplay {
            configurations["UIWindowSceneSessionRoleExternalDisplay"] = [deprecatedExternalDisplay.dictionary]
        }
        if let application {
            configurations[UISceneSession.Role.windowApplication.rawValue] = [application.dictionary]
        }
        var manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": supportsMultipleScenes]
        if !configurations.isEmpty { manifest["UISceneConfigurations"] = configurations }
        return ["UIApplicationSceneManifest": manifest]
    }
}

extension [String: Any] {
    var sceneManifest: [String: Any]? {
        self["UIApplicationSceneManifest"] as? [String: Any]
    }

    /// The first configuration the manifest declares for `role`.
    func sceneConfiguration(for role: UISceneSession.Role) -> [String: Any]? {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
        return (configurations?[role.rawValue] as? [[String: Any]])?.first
    }

    /// The configuration `UISceneConfiguration(name:sessionRole:)` reads: among the entries for `role`,
    /// the one named `name`, or the first when `name` is `nil`.
    func sceneConfiguration(named name: String?, role: UISceneSession.Role) -> [String: Any]? {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
        let entries = configurations?[role.rawValue] as? [[String: Any]] ?? []
        guard let name else { return entries.first }
        return entries.first { $0["UISceneConfigurationName"] as? String == name }
    }

    /// The configuration named `name`, whatever its role.
    func sceneConfiguration(named name: String) -> [String: Any]? {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        return configurations.values
            .compactMap { $0 as? [[String: Any]] }
            .joined()
            .first { $0["UISceneConfigurationName"] as? String == name }
    }
}
