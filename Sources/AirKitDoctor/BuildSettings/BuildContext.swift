/// What a build is for, which decides which conditional assignments (`KEY[sdk=…][arch=…][config=…]`)
/// apply.
///
/// Xcode matches each condition's pattern against the build's value with `fnmatch` globs
/// (`iphoneos*`, `*simulator*`). A condition on something the context does not know (no `sdk`, no
/// `architecture`, or a kind other than `sdk`, `arch` and `config`, such as `variant=`) matches only
/// the pattern `*`, as in Xcode's build system (swift-build `MacroCondition.evaluate`).
public struct BuildContext: Sendable, Equatable {
    /// The SDK, as Xcode names it: `iphoneos`, or with its version, `iphoneos27.0`. `nil` asks for
    /// the value that holds whatever the SDK is: every `sdk=` condition other than `*` fails.
    public var sdk: String?
    /// `arm64`, `x86_64`, … or `nil` for none.
    public var architecture: String?
    /// The build configuration's name: `Debug`, `Release`, …
    public var configuration: String

    public init(sdk: String?, architecture: String?, configuration: String) {
        self.sdk = sdk
        self.architecture = architecture
        self.configuration = configuration
    }

    /// A device build for iPhone and iPad: `iphoneos`, `arm64`.
    public static func iphoneos(configuration: String) -> BuildContext {
        BuildContext(sdk: "iphoneos", architecture: "arm64", configuration: configuration)
    }

    /// The SDK's platform without a version: `iphoneos` for `iphoneos27.0`.
    public var platformName: String? {
        guard let sdk else { return nil }
        let name = sdk.prefix { !$0.isNumber }
        return name.hasSuffix(".") ? String(name.dropLast()) : String(name)
    }

    /// The values a condition of `kind` is matched against; empty when the context has none.
    ///
    /// For `sdk` that is the SDK as given: Xcode matches its canonical name (`iphoneos27.0`), so
    /// `[sdk=iphoneos*]` applies to it and `[sdk=iphoneos]` does not (swift-build
    /// `SDK.settingConditionValues`).
    func values(for kind: String) -> [String] {
        switch kind {
        case "sdk": return sdk.map { [$0] } ?? []
        case "arch": return architecture.map { [$0] } ?? []
        case "config": return [configuration]
        default: return []
        }
    }

    /// Whether every condition holds for this build.
    func matches(_ conditions: [SettingCondition]) -> Bool {
        conditions.allSatisfy { condition in
            let values = values(for: condition.kind)
            guard !values.isEmpty else { return condition.pattern == "*" }
            return values.contains { GlobPattern.matches(condition.pattern, $0) }
        }
    }
}
