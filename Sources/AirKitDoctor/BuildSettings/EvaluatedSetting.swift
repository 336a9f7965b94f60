import AirKitConfiguration

/// A build setting's value after Xcode's layering, conditions and `$(…)` expansion.
public struct EvaluatedSetting: Sendable, Equatable {
    /// The expanded value. A reference nobody defines stays as written (`$(DERIVED_FILE_DIR)/x`),
    /// so the value still says what the build would have put there.
    public var value: String
    /// The winning assignment as written, before expansion (`$(SRCROOT)/Release/Info.plist`), for
    /// messages that quote the setting.
    public var written: String
    /// Where the winning assignment is written: the top-most one whose conditions hold. `nil` when
    /// the value is a built-in the caller passed.
    public var location: SourceLocation?
    /// The names of the references that could not be expanded (`DERIVED_FILE_DIR`), in order, each
    /// once; also those met through other settings.
    public var unresolvedReferences: [String]
    /// Whether any unresolved reference names a value that only exists while Xcode builds (a build
    /// folder, the SDK's location): the caller cannot check such a value, only report it.
    public var dependsOnBuildTime: Bool

    public init(
        value: String, written: String? = nil, location: SourceLocation?, unresolvedReferences: [String],
        dependsOnBuildTime: Bool
    ) {
        self.value = value
        self.written = written ?? value
        self.location = location
        self.unresolvedReferences = unresolvedReferences
        self.dependsOnBuildTime = dependsOnBuildTime
    }

    /// Whether every reference in the value was expanded.
    public var isFullyResolved: Bool { unresolvedReferences.isEmpty }
}
