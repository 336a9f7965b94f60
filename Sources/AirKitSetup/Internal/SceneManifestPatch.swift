import AirKitConfiguration
import Foundation

/// One addition setup makes to an Info.plist: a configuration for one scene role (the
/// non-interactive external display's, or, when setup moves an app to the scene life cycle, the
/// application role's), and whatever containers it needs (`UISceneConfigurations`,
/// `UIApplicationSceneManifest`).
struct SceneManifestPatch {
    static let manifestKey = InfoPlistKey.sceneManifest
    static let configurationsKey = "UISceneConfigurations"
    static let roleKey = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    static let deprecatedRoleKey = "UIWindowSceneSessionRoleExternalDisplay"
    static let applicationRoleKey = SceneRole.application.rawValue

    /// Where the configuration goes.
    enum Placement: Equatable {
        /// The role's array exists but holds no configuration with a delegate: add one to it.
        case appendToRole
        /// `UISceneConfigurations` exists without the role.
        case insertRole
        /// The manifest exists without `UISceneConfigurations`.
        case insertConfigurations
        /// No manifest at all.
        case insertManifest
    }

    /// What the plist needs.
    enum Decision: Equatable {
        case alreadyWorking(delegate: String)
        case cannotEdit(reason: String)
        case add(Placement)
    }

    /// The `UISceneConfigurations` key the configuration goes under.
    let role: String
    /// The configuration's keys and values, in the order they are written.
    let values: [(key: String, value: String)]
    /// Whether a role that already has entries, none with a delegate, gets the configuration appended
    /// (the external role: UIKit takes the first entry with what it needs) or is left for a person
    /// (the application role: UIKit takes its first entry, so an appended one would not be used).
    let appendsToExistingRole: Bool
    /// Whether a manifest setup writes from nothing carries `UIApplicationSupportsMultipleScenes =
    /// YES`: the target generated its manifest, which had it, and setup turns generation off, so
    /// without it the app would lose iPad multi-window support.
    var keepsMultipleScenes = false

    static let multipleScenesKey = InfoPlistKey.supportsMultipleScenes

    /// The external-display configuration with `delegateClassName`.
    init(delegateClassName: String, configurationName: String) {
        role = Self.roleKey
        values = [("UISceneConfigurationName", configurationName), ("UISceneDelegateClassName", delegateClassName)]
        appendsToExistingRole = true
    }

    /// The application role's configuration naming `delegateClassName`, with the storyboard the app
    /// delegate life cycle loaded (`UIMainStoryboardFile`), which a scene loads only when its
    /// configuration names it.
    init(applicationDelegate delegateClassName: String, storyboard: String?) {
        role = Self.applicationRoleKey
        values =
            [("UISceneConfigurationName", "Default Configuration"), ("UISceneDelegateClassName", delegateClassName)]
            + (storyboard.map { [("UISceneStoryboardFile", $0)] } ?? [])
        appendsToExistingRole = false
    }

    /// The delegate class the configuration names.
    var delegateClassName: String {
        values.first { $0.key == "UISceneDelegateClassName" }?.value ?? ""
    }

    /// The configuration dictionary setup adds.
    var configuration: [String: Any] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value as Any) })
    }

    /// Decides from the parsed plist what to add, or why nothing is added.
    func decide(_ plist: [String: Any]) -> Decision {
        guard let manifestValue = plist[Self.manifestKey] else { return .add(.insertManifest) }
        guard let manifest = manifestValue as? [String: Any] else {
            return .cannotEdit(reason: "\(Self.manifestKey) is not a dictionary; fix it by hand")
        }
        guard let configurationsValue = manifest[Self.configurationsKey] else { return .add(.insertConfigurations) }
        guard let configurations = configurationsValue as? [String: Any] else {
            return .cannotEdit(reason: "\(Self.configurationsKey) is not a dictionary; fix it by hand")
        }
        guard let roleValue = configurations[role] else { return .add(.insertRole) }
        guard let entries = roleValue as? [Any] else {
            return .cannotEdit(reason: "\(role) is not an array; fix it by hand")
        }
        for case let entry as [String: Any] in entries {
            if let delegate = entry["UISceneDelegateClassName"] as? String, !delegate.isEmpty {
                return .alreadyWorking(delegate: delegate)
            }
        }
        guard appendsToExistingRole || entries.isEmpty else {
            return .cannotEdit(
                reason: "\(role)'s first configuration names no UISceneDelegateClassName; add it to that configuration by hand")
        }
        return .add(.appendToRole)
    }

    /// The plist as data after the addition: what the edited file must parse to.
    func applied(_ placement: Placement, to plist: [String: Any]) -> [String: Any] {
        var result = plist
        var manifest = plist[Self.manifestKey] as? [String: Any] ?? [:]
        var configurations = manifest[Self.configurationsKey] as? [String: Any] ?? [:]
        var entries = configurations[role] as? [Any] ?? []
        if placement == .appendToRole {
            entries.append(configuration)
        } else {
            entries = [configuration]
        }
        configurations[role] = entries
        manifest[Self.configurationsKey] = configurations
        if placement == .insertManifest, keepsMultipleScenes { manifest[Self.multipleScenesKey] = true }
        result[Self.manifestKey] = manifest
        return result
    }

    // MARK: - XML text

    /// The XML text with the addition made as new lines in the file's own indentation and line
    /// endings, every other byte unchanged; `nil` when the markup is not laid out in a way this
    /// can follow (the caller then reports it).
    func editedXML(_ bytes: [UInt8], placement: Placement) -> [UInt8]? {
        let outline = XMLPlistOutline(bytes)
        guard let root = outline.root, root.name == "dict" else { return nil }
        let layout = XMLLayout(bytes: bytes, root: root)
        switch placement {
        case .insertManifest:
            return layout.insert(key: Self.manifestKey, valueLines: manifestLines(layout.unit), into: root)
        case .insertConfigurations:
            guard let manifest = XMLPlistOutline.entry(Self.manifestKey, in: root)?.value, manifest.name == "dict" else {
                return nil
            }
            return layout.insert(key: Self.configurationsKey, valueLines: configurationsLines(layout.unit), into: manifest)
        case .insertRole:
            guard let manifest = XMLPlistOutline.entry(Self.manifestKey, in: root)?.value, manifest.name == "dict",
                let configurations = XMLPlistOutline.entry(Self.configurationsKey, in: manifest)?.value,
                configurations.name == "dict"
            else { return nil }
            return layout.insert(key: role, valueLines: roleLines(layout.unit), into: configurations)
        case .appendToRole:
            guard let manifest = XMLPlistOutline.entry(Self.manifestKey, in: root)?.value, manifest.name == "dict",
                let configurations = XMLPlistOutline.entry(Self.configurationsKey, in: manifest)?.value,
                configurations.name == "dict",
                let array = XMLPlistOutline.entry(role, in: configurations)?.value, array.name == "array"
            else { return nil }
            return layout.append(lines: configurationLines(layout.unit), to: array)
        }
    }

    private func configurationLines(_ unit: String) -> [String] {
        let pairs = values.flatMap { [unit + "<key>\($0.key)</key>", unit + "<string>\(XMLText.escape($0.value))</string>"] }
        return ["<dict>"] + pairs + ["</dict>"]
    }

    private func roleLines(_ unit: String) -> [String] {
        ["<array>"] + configurationLines(unit).map { unit + $0 } + ["</array>"]
    }

    private func configurationsLines(_ unit: String) -> [String] {
        ["<dict>", unit + "<key>\(role)</key>"] + roleLines(unit).map { unit + $0 } + ["</dict>"]
    }

    private func manifestLines(_ unit: String) -> [String] {
        let multipleScenes = keepsMultipleScenes ? [unit + "<key>\(Self.multipleScenesKey)</key>", unit + "<true/>"] : []
        return ["<dict>"] + multipleScenes + [unit + "<key>\(Self.configurationsKey)</key>"]
            + configurationsLines(unit).map { unit + $0 } + ["</dict>"]
    }
}
