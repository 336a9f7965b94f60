/// The diagnosis of an app that shows no sign of using an external display.
extension Rules {
    /// AK019 and "mirrors" verdicts when everything that could show a sign was read; otherwise
    /// "undetermined" verdicts that say what was not read, and no AK019: an app whose Info.plist or
    /// sources are missing may declare the role in them (``ExternalDisplayIntent/isUndetermined``).
    static func withoutIntent(_ context: RuleContext) -> Diagnosis {
        let lifeCycle = sceneLifeCycleMissing(context)
        if context.intent.isUndetermined {
            return Diagnosis(
                findings: sorted(lifeCycle), verdicts: undeterminedIntentVerdicts(context, lifeCycle: lifeCycle),
                gaps: gaps(context), intent: context.intent, sceneLifeCycle: context.adoption)
        }
        let finding = Finding.noExternalDisplayIntent(
            at: context.appLocation, appName: context.evidence.name, audience: context.interface)
        let verdicts = context.rows.map { row in
            if let launch = lifeCycle.first(where: { $0.affectedRows.contains(row) }) {
                return launchVerdict(row, context, causes: [launch.id])
            }
            return Verdict(
                row: row, label: row.label(deploymentTarget: context.deploymentTarget, sdk: context.sdk), outcome: .mirrors,
                reason: "\(FindingID.noExternalDisplayIntent.verdictReason) (\(FindingID.noExternalDisplayIntent.rawValue))",
                isPredicted: context.evidence.builtInfoPlist == nil, causes: [.noExternalDisplayIntent]
            )
        }
        return Diagnosis(
            findings: sorted([finding] + lifeCycle), verdicts: verdicts, gaps: [], intent: context.intent,
            sceneLifeCycle: context.adoption)
    }

    private static func undeterminedIntentVerdicts(_ context: RuleContext, lifeCycle: [Finding]) -> [Verdict] {
        let reason =
            "nothing read shows an external display, but "
            + context.intent.unreadEvidence.joined(separator: ", and ")
            + ", and a sign may be there"
        return context.rows.map { row in
            if let launch = lifeCycle.first(where: { $0.affectedRows.contains(row) }) {
                return launchVerdict(row, context, causes: [launch.id])
            }
            return Verdict(
                row: row, label: row.label(deploymentTarget: context.deploymentTarget, sdk: context.sdk),
                outcome: .undetermined, reason: reason, isPredicted: context.evidence.builtInfoPlist == nil, causes: [])
        }
    }
}
