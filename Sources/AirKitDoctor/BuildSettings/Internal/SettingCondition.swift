/// One `[kind=pattern]` condition of a build-setting key.
struct SettingCondition: Sendable, Equatable {
    /// `sdk`, `arch`, `config`, or a kind the doctor does not know (`variant`).
    var kind: String
    /// An `fnmatch` glob: `iphoneos*`, `arm64`, `Debug`.
    var pattern: String
}
