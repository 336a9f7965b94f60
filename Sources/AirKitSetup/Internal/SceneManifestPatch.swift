import AirKitConfiguration
import Foundation

/// The one addition setup makes to an Info.plist: a configuration for the non-interactive
/// external-display role, and whatever containers it needs (`UISceneConfigurations`,
/// `UIApplicationSceneManifest`).
struct SceneManifestPatch {
    static let manifestKey = InfoPlistKey.sceneManifest
    static let configurationsKey = "UISceneConfigurations"
    static let roleKey = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    static let deprecatedRoleKey = "UIWindowSceneSessionRoleExternalDisplay"

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

    let delegateClassName: String
    let configurationName: String

    /// The configuration dictionary setup adds.
    var configuration: [String: Any] {
        ["UISceneConfigurationName": configurationName, "UISceneDelegateClassName": delegateClassName]
    }

    /// Decides from the parsed plist what to add, or why nothing is added.
    static func decide(_ plist: [String: Any]) -> Decision {
        guard let manifestValue = plist[manifestKey] else { return .add(.insertManifest) }
        guard let manifest = manifestValue as? [String: Any] else {
            return .cannotEdit(reason: "\(manifestKey) is not a dictionary; fix it by hand")
        }
        guard let configurationsValue = manifest[configurationsKey] else { return .add(.insertConfigurations) }
        guard let configurations = configurationsValue as? [String: Any] else {
            return .cannotEdit(reason: "\(configurationsKey) is not a dictionary; fix it by hand")
        }
        guard let roleValue = configurations[roleKey] else { return .add(.insertRole) }
        guard let entries = roleValue as? [Any] else {
            return .cannotEdit(reason: "\(roleKey) is not an array; fix it by hand")
        }
        for case let entry as [String: Any] in entries {
            if let delegate = entry["UISceneDelegateClassName"] as? String, !delegate.isEmpty {
                return .alreadyWorking(delegate: delegate)
            }
        }
        return .add(.appendToRole)
    }

    /// The plist as data after the addition: what the edited file must parse to.
    func applied(_ placement: Placement, to plist: [String: Any]) -> [String: Any] {
        var result = plist
        var manifest = plist[Self.manifestKey] as? [String: Any] ?? [:]
        var configurations = manifest[Self.configurationsKey] as? [String: Any] ?? [:]
        var entries = configurations[Self.roleKey] as? [Any] ?? []
        if placement == .appendToRole {
            entries.append(configuration)
        } else {
            entries = [configuration]
        }
        configurations[Self.roleKey] = entries
        manifest[Self.configurationsKey] = configurations
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
            return layout.insert(key: Self.roleKey, valueLines: roleLines(layout.unit), into: configurations)
        case .appendToRole:
            guard let manifest = XMLPlistOutline.entry(Self.manifestKey, in: root)?.value, manifest.name == "dict",
                let configurations = XMLPlistOutline.entry(Self.configurationsKey, in: manifest)?.value,
                configurations.name == "dict",
                let role = XMLPlistOutline.entry(Self.roleKey, in: configurations)?.value, role.name == "array"
            else { return nil }
            return layout.append(lines: configurationLines(layout.unit), to: role)
        }
    }

    private func configurationLines(_ unit: String) -> [String] {
        [
            "<dict>",
            unit + "<key>UISceneConfigurationName</key>",
            unit + "<string>\(XMLText.escape(configurationName))</string>",
            unit + "<key>UISceneDelegateClassName</key>",
            unit + "<string>\(XMLText.escape(delegateClassName))</string>",
            "</dict>",
        ]
    }

    private func roleLines(_ unit: String) -> [String] {
        ["<array>"] + configurationLines(unit).map { unit + $0 } + ["</array>"]
    }

    private func configurationsLines(_ unit: String) -> [String] {
        ["<dict>", unit + "<key>\(Self.roleKey)</key>"] + roleLines(unit).map { unit + $0 } + ["</dict>"]
    }

    private func manifestLines(_ unit: String) -> [String] {
        ["<dict>", unit + "<key>\(Self.configurationsKey)</key>"] + configurationsLines(unit).map { unit + $0 } + ["</dict>"]
    }
}
