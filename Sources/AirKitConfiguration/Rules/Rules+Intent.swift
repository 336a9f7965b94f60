/// The diagnosis of an app that shows no sign of using an external display.
extension Rules {
    static func withoutIntent(_ context: RuleContext) -> Diagnosis {
        let finding = Finding(
            id: .noExternalDisplayIntent, location: context.appLocation, affectedRows: [],
            message: "Nothing in \(context.evidence.name ?? "the app") asks for an external-display scene: no "
                + "external-display role in an Info.plist, no AirKit, no scene accessory, and no code that handles "
                + "external screens or scenes. A connected display mirrors the device, which is the system's default.",
            fix: "Nothing to fix for the display. To show your own content on it, "
                + FixSnippet.accessorySource(for: context.interface)
        )
        let lifeCycle = sceneLifeCycleMissing(context)
        let verdicts = context.rows.map { row in
            if let launch = lifeCycle.first(where: { $0.affectedRows.contains(row) }) {
                return launchVerdict(row, context, causes: [launch.id])
            }
            return Verdict(
                row: row, label: row.label(deploymentTarget: context.deploymentTarget, sdk: context.sdk), outcome: .mirrors,
                reason: "the app does not ask for an external-display scene (AK019)",
                isPredicted: context.evidence.builtInfoPlist == nil, causes: [.noExternalDisplayIntent]
            )
        }
        return Diagnosis(
            findings: sorted([finding] + lifeCycle), verdicts: verdicts, gaps: [], intent: context.intent,
            sceneLifeCycle: context.adoption)
    }
}
