import AirKitConfiguration

/// One assignment that applies to the build, without its now-satisfied conditions.
struct SettingCandidate: Sendable, Equatable {
    var value: String
    var location: SourceLocation?
}
