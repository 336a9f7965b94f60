/// The doctor's checks, as pure functions from ``AppEvidence`` to findings and verdicts.
///
/// Every rule checks only what the evidence allows: a part that is `nil` turns its checks off and
/// shows up in ``Diagnosis/gaps`` instead. The same evidence always gives the same diagnosis, in
/// the same order, so output can be compared with recorded expectations.
public enum Rules {
    /// Runs every rule on `evidence`.
    ///
    /// An app that shows no sign of meaning to use an external display (``ExternalDisplayIntent``)
    /// gets one AK019 note and "mirrors" verdicts that say so: mirroring is the system's default,
    /// not a mistake, and a doctor that fails ordinary apps gets switched off. Every iOS app, with
    /// or without that intent, is checked for the scene life cycle (AK021): without it, an app built
    /// with the iOS 27 SDK does not launch at all.
    ///
    /// `answers` settles the open questions the rules turn on (``RuleAssumption``); by default each
    /// takes its declaration's answer.
    public static func diagnose(_ evidence: AppEvidence, answers: RuleAnswers = .documented) -> Diagnosis {
        let context = RuleContext(evidence, answers: answers)
        guard context.intent.isPresent else { return withoutIntent(context) }
        let findings = sorted(deduplicated(all.flatMap { $0(context) }))
        return Diagnosis(
            findings: findings, verdicts: verdicts(context, findings: findings), gaps: gaps(context), intent: context.intent,
            sceneLifeCycle: context.adoption)
    }

    /// By file, line and ID.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { ($0.location.path, $0.location.line ?? 0, $0.id) < ($1.location.path, $1.location.line ?? 0, $1.id) }
    }

    /// Every rule, in catalogue order.
    static let all: [@Sendable (RuleContext) -> [Finding]] = [
        sceneAccessoryMissing,  // AK001, AK018
        externalRoleMissing,  // AK002, AK003
        delegateMissing,  // AK004
        unexpandedVariables,  // AK005
        nonASCIIModules,  // AK006
        delegateClassesUndefined,  // AK007
        generatedManifests,  // AK008
        emptyProductConfigurations,  // AK009
        registrationsNotKept,  // AK010
        externalWindows,  // AK011, AK012
        unfilteredFirstScenes,  // AK013
        malformedManifests,  // AK014
        missingInfoPlistFiles,  // AK015
        externalSceneClasses,  // AK016
        fullScreenRequirements,  // AK017
        misfiledAirKitDelegates,  // AK020
        sceneLifeCycleMissing,  // AK021
    ]

    /// Drops repeats: the same check on the same line, reached through two configurations.
    private static func deduplicated(_ findings: [Finding]) -> [Finding] {
        var seen = Set<Finding>()
        return findings.filter { seen.insert($0).inserted }
    }

    /// `rows` restricted to those the context's app runs in.
    static func affected(_ rows: [CompatibilityRow], in context: RuleContext) -> [CompatibilityRow] {
        rows.filter(context.rows.contains)
    }
}
