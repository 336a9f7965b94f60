/// An Info.plist's `UIApplicationSceneManifest`: which scene configurations the app declares, per role.
///
/// The manifest is what UIKit consults, up to iOS 26 and in apps built with an older SDK, when it
/// offers the app a scene for an external display (Documentation/PlatformFacts.md, "Roles and the scene manifest"). Values are kept as
/// written, `$(…)` references included, so the rules can tell a built product from a source file.
public struct SceneManifest: Sendable, Equatable {
    /// `UIApplicationSupportsMultipleScenes`; `nil` when absent. DTS: `false` does not stop the
    /// external-display scene from being offered, so no rule depends on it.
    public var supportsMultipleScenes: Bool?
    /// `UISceneConfigurations` is present (as a dictionary, possibly empty).
    public var declaresConfigurations: Bool
    /// One element per key of `UISceneConfigurations`, sorted by role name so output is stable.
    public var roles: [RoleConfigurations]

    public init(supportsMultipleScenes: Bool? = nil, declaresConfigurations: Bool = false, roles: [RoleConfigurations] = []) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.declaresConfigurations = declaresConfigurations
        self.roles = roles
    }

    /// The configurations declared for `role`; empty when the role is absent.
    public func entries(for role: SceneRole) -> [SceneConfigurationEntry] {
        roles.first { $0.role == role }?.entries ?? []
    }

    /// Whether `UISceneConfigurations` declares the role at all (even with an empty array).
    public func declares(_ role: SceneRole) -> Bool {
        roles.contains { $0.role == role }
    }

    /// `false` for a missing or empty `UISceneConfigurations`, which is what Xcode's generated
    /// manifest holds (`UISceneConfigurations = {}`, Documentation/PlatformFacts.md, "The generated scene manifest").
    public var hasConfigurations: Bool {
        roles.contains { !$0.entries.isEmpty }
    }

    /// The entries of both external-display roles, current role first.
    public var externalEntries: [SceneConfigurationEntry] {
        entries(for: .externalDisplayNonInteractive) + entries(for: .externalDisplay)
    }

    /// A copy with `transform` applied to every string value, for example to expand the build
    /// variables Xcode substitutes when it copies a source Info.plist into the product.
    public func mappingStrings(_ transform: (String) -> String) -> SceneManifest {
        var copy = self
        copy.roles = roles.map { role in
            var role = role
            role.entries = role.entries.map { $0.mappingStrings(transform) }
            return role
        }
        return copy
    }
}

/// The array of configurations declared for one role key of `UISceneConfigurations`.
public struct RoleConfigurations: Sendable, Equatable {
    /// The key as written, e.g. `UIWindowSceneSessionRoleExternalDisplayNonInteractive`.
    public var roleName: String
    /// The role, when AirKit knows the key; CarPlay and other roles are kept with `nil`.
    public var role: SceneRole?
    public var entries: [SceneConfigurationEntry]

    public init(roleName: String, entries: [SceneConfigurationEntry]) {
        self.roleName = roleName
        self.role = SceneRole(rawValue: roleName)
        self.entries = entries
    }

    public var keyPath: PlistKeyPath { .configurations(forRoleNamed: roleName) }
}

/// One dictionary in a role's array: a named scene configuration.
public struct SceneConfigurationEntry: Sendable, Equatable {
    /// Where the dictionary sits, e.g. `…UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]`.
    public var keyPath: PlistKeyPath
    /// `UISceneConfigurationName`.
    public var name: String?
    /// `UISceneClassName`; UIKit uses `UIWindowScene` when absent.
    public var sceneClassName: String?
    /// `UISceneDelegateClassName`: the class UIKit instantiates with `NSClassFromString`.
    public var delegateClassName: String?
    /// `UISceneStoryboardFile`.
    public var storyboardName: String?

    public init(
        keyPath: PlistKeyPath, name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil,
        storyboardName: String? = nil
    ) {
        self.keyPath = keyPath
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
    }

    /// The string values with the key each one is stored under.
    public var strings: [(keyPath: PlistKeyPath, value: String)] {
        let pairs: [(String, String?)] = [
            (InfoPlistKey.configurationName, name), (InfoPlistKey.sceneClassName, sceneClassName),
            (InfoPlistKey.delegateClassName, delegateClassName), (InfoPlistKey.storyboardName, storyboardName),
        ]
        return pairs.compactMap { key, value in value.map { (keyPath.appending(key: key), $0) } }
    }

    func mappingStrings(_ transform: (String) -> String) -> SceneConfigurationEntry {
        var copy = self
        copy.name = name.map(transform)
        copy.sceneClassName = sceneClassName.map(transform)
        copy.delegateClassName = delegateClassName.map(transform)
        copy.storyboardName = storyboardName.map(transform)
        return copy
    }
}
