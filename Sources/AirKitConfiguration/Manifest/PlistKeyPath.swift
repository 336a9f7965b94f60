/// The position of a value inside a property list: the keys and array indices that lead to it.
///
/// Findings use key paths to point at the exact `<key>` line of an XML Info.plist, and to name
/// the value in their messages (`UIApplicationSceneManifest.UISceneConfigurations`).
public struct PlistKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: a dictionary key or an array index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path made of dictionary keys only.
    public init(keys: String...) {
        self.init(keys.map(Component.key))
    }

    public func appending(key: String) -> PlistKeyPath {
        PlistKeyPath(components + [.key(key)])
    }

    public func appending(index: Int) -> PlistKeyPath {
        PlistKeyPath(components + [.index(index)])
    }

    /// The path one step up, or `nil` at the root.
    public var parent: PlistKeyPath? {
        components.isEmpty ? nil : PlistKeyPath(Array(components.dropLast()))
    }

    /// `UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]`, in
    /// the dotted style of `plutil -extract`, with array indices in brackets.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension PlistKeyPath {
    /// `UIApplicationSceneManifest`.
    public static let sceneManifest = PlistKeyPath(keys: InfoPlistKey.sceneManifest)
    /// `UIApplicationSceneManifest.UISceneConfigurations`.
    public static let sceneConfigurations = sceneManifest.appending(key: InfoPlistKey.sceneConfigurations)

    /// `UIApplicationSceneManifest.UISceneConfigurations.<role>`.
    public static func configurations(forRoleNamed roleName: String) -> PlistKeyPath {
        sceneConfigurations.appending(key: roleName)
    }
}
