import AirKitConfiguration

/// One build setting as written in a `.xcconfig` file or a `project.pbxproj` `buildSettings`
/// dictionary: `KEY[sdk=iphoneos*] = value`.
public struct SettingAssignment: Sendable, Equatable {
    /// The key as written, conditions included: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]`.
    public var key: String
    /// The value as written, with its `$(…)` references unexpanded.
    public var value: String
    /// Where the assignment is written.
    public var location: SourceLocation

    public init(key: String, value: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
    }

    /// The setting's name without its conditions (`INFOPLIST_KEY_…_Generation`), or `nil` when the
    /// key is malformed (no name, an unterminated `[`), which Xcode ignores.
    public var name: String? { SettingKey(key)?.name }
}
