/// A `UISceneDelegateClassName` value and the names the Objective-C runtime may know its class by.
///
/// UIKit resolves the value with `NSClassFromString`. A plain name (`AirKitSceneDelegate`) matches a
/// class exported with `@objc(AirKitSceneDelegate)`. A module-qualified Swift name
/// (`Banner.ExternalSceneDelegate`) is looked up through the Swift runtime, which knows the class by
/// its mangled name `_TtC6Banner21ExternalSceneDelegate`. Developers report that a module name outside
/// ASCII makes the qualified form unreliable; `@objc(Name)` avoids the question.
public struct SceneDelegateClassName: Sendable, Hashable {
    /// The value as written in the Info.plist.
    public var written: String

    public init(_ written: String) {
        self.written = written
    }

    /// The module before the first `.`, or `nil` for a plain name.
    public var moduleName: String? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// The last component: the class's own name.
    public var className: String {
        written.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? written
    }

    /// `true` when the module part has a character outside ASCII.
    public var hasNonASCIIModule: Bool {
        moduleName.map { !$0.allSatisfy(\.isASCII) } ?? false
    }

    /// Names under which an executable may define the class, for checking that it exists:
    /// the plain name, and for `Module.Class` also the mangled Swift name and the bare class
    /// name (an `@objc(Class)` export that the Swift runtime still finds by its qualified name).
    /// `nil` when the doctor cannot compute the runtime name: nested classes, names outside ASCII,
    /// or names that are not identifiers.
    public var runtimeNameCandidates: [String]? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(Self.isASCIIIdentifier) else { return nil }
        switch parts.count {
        case 1: return [written]
        case 2: return ["_TtC\(parts[0].utf8.count)\(parts[0])\(parts[1].utf8.count)\(parts[1])", parts[1]]
        default: return nil
        }
    }

    private static func isASCIIIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !(("0"..."9").contains(first)) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
