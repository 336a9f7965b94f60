/// The diagnosis of an app that shows no sign of using an external display.
extension Rules {
    static func withoutIntent(_ context: RuleContext) -> Diagnosis {
        let finding = Finding.noExternalDisplayIntent(
            at: context.appLocation, appName: context.evidence.name, audience: context.interface)
        let lifeCycle = sceneLifeCycleMissing(context)
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
}
