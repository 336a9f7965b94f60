import AirKitConfiguration

/// One target configuration's build settings, evaluated as Xcode evaluates them for one build.
///
/// **Layers.** Pass the layers lowest first: the project's `.xcconfig`, the project configuration's
/// `buildSettings`, the target's `.xcconfig`, the target configuration's `buildSettings` (Xcode's
/// "Levels" view: target ← target xcconfig ← project ← project xcconfig ← defaults). The caller's
/// built-ins sit below all of them, like Xcode's defaults.
///
/// **Which assignment wins.** As in Xcode's build system (swift-build `MacroValueAssignmentTable`
/// and `firstMatchingCondition`), all assignments form one stack in layer order, each layer's
/// assignments in their own order (file order for `.xcconfig`, sorted keys for `buildSettings`, see
/// ``SettingsLayer/init(buildSettings:path:)``); the top-most one whose conditions all hold wins.
/// So `KEY[sdk=iphoneos*]` beats `KEY` in the same `buildSettings`, and in a `.xcconfig` a later
/// line beats an earlier one whatever their conditions.
///
/// **References.** `$(inherited)` (or `${inherited}`) is the value the assignments below the
/// winning one give the same setting, empty when there are none; since Xcode 10 that includes
/// earlier lines of the same `.xcconfig` (Xcode 10 release notes). A setting that names itself,
/// `FLAGS = $(FLAGS) -v`, means the same. `$(OTHER)` is OTHER's fully evaluated value, with the
/// modifiers `lower`, `upper`, `c99extidentifier`, `identifier`, `rfc1034identifier`, `base`,
/// `file`, `dir`, `suffix`, `standardizepath` and `default=…` (Xcode 11.4). `$(NAME)`, `${NAME}`,
/// nested `$(A_$(B))` and the old `$NAME` are read; `$$` is a `$`. A reference nobody defines stays as
/// written and is listed in ``EvaluatedSetting/unresolvedReferences``.
///
/// Sources relied on: Xcode Help, "Configuration Settings File (xcconfig) format"
/// (https://help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html) for `$(inherited)` and
/// `$(OTHER)`; the Xcode 10 release notes for `$(inherited)` inside one `.xcconfig`; and the source of
/// Xcode's build system, swift-build (`Sources/SWBMacro`: `MacroValueAssignmentTable.swift`,
/// `MacroEvaluationScope.swift`, `MacroCondition.swift`, `MacroExpressionParsing.swift`, and
/// `Sources/SWBCore/ProjectModel/BuildConfiguration.swift` for the sorted `buildSettings` keys), where
/// the documentation says nothing.
///
/// Work is bounded: per evaluation at most ``maximumReferences`` references, ``maximumDepth``
/// nesting levels and about ``maximumWork`` characters read; values (as written and expanded) are
/// cut at ``maximumLength`` UTF-8 bytes. References past a bound stay as written and are listed as
/// unresolved. Cycles end by construction: a
/// setting met again while it is being evaluated takes the value below the one being evaluated.
public struct BuildSettingsEvaluator: Sendable {
    public static let maximumReferences = 10_000
    public static let maximumDepth = 64
    public static let maximumLength = 65_536
    public static let maximumWork = 4_000_000

    public let context: BuildContext
    /// Per setting name, the assignments whose conditions hold for `context`, lowest first.
    let candidates: [String: [SettingCandidate]]

    public init(layers: [SettingsLayer], context: BuildContext, builtIns: [String: String]) {
        var candidates: [String: [SettingCandidate]] = [:]
        for (name, value) in builtIns {
            candidates[name, default: []].append(SettingCandidate(value: value, location: nil))
        }
        for assignment in layers.lazy.flatMap(\.assignments) {
            guard let key = SettingKey(assignment.key), context.matches(key.conditions) else { continue }
            let value = String(decoding: assignment.value.utf8.prefix(Self.maximumLength), as: UTF8.self)
            candidates[key.name, default: []].append(SettingCandidate(value: value, location: assignment.location))
        }
        self.context = context
        self.candidates = candidates
    }

    /// The setting's value for this build, or `nil` when no layer sets it and no built-in names it.
    /// Spaces at either end are dropped (`$(inherited) -v` with nothing inherited gives `-v`).
    public func value(of name: String) -> EvaluatedSetting? {
        guard let winner = candidates[name]?.last else { return nil }
        var expander = SettingExpander(candidates: candidates)
        let value = expander.evaluate(name, at: candidates[name, default: []].count - 1)
        return EvaluatedSetting(
            value: value.trimmingSpaces, written: winner.value.trimmingSpaces, location: winner.location,
            unresolvedReferences: expander.unresolved,
            dependsOnBuildTime: expander.unresolved.contains { Self.buildTimeOnlySettings.contains($0) }
        )
    }

    /// Whether the setting is on, read as Xcode reads a boolean: a value starting with `Y`, `y`,
    /// `T`, `t` or a digit 1–9 (`YES`, `true`, `1`). Unset, empty and unresolved values are off.
    public func isYes(_ name: String) -> Bool {
        guard let first = value(of: name)?.value.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
