import AirKitConfiguration

extension Air {
    /// Logs how this system will get external scenes, then checks the app's own Info.plist with the
    /// doctor's rules for the row of the compatibility matrix the app runs in, and warns about what
    /// would make the display mirror (a missing role entry, a role without a delegate, …).
    ///
    /// On the scene accessory path the check assumes a source will register: whether one does is only
    /// known later, and `Air.play` warns then if none has.
    func logConfiguration(_ system: SystemFacts) {
        let sdk = system.linkedSDK ?? SceneAccessorySupport.compiledSDK
        let sdkText = system.linkedSDK.map { "SDK \($0)" } ?? "an unknown SDK"
        log(.notice("iOS \(system.osVersion), built with \(sdkText): external scenes come through the \(machine.path)"))

        let row = CompatibilityRow(runningOS: system.osVersion, linkedSDK: sdk)
        let evidence = AppEvidence.runningApp(
            infoDictionary: system.infoDictionary, linkedSDK: sdk, hasRegisteredSource: machine.path == .sceneAccessory,
            runsSceneLifeCycle: system.runsSceneLifeCycle)
        let diagnosis = Rules.diagnose(evidence)
        if let lifeCycle = diagnosis.findings.first(where: { $0.id == .sceneLifeCycleNotAdopted }) {
            warnAboutTheLifeCycle(lifeCycle)
            return
        }
        let findings = diagnosis.findings.filter { $0.affectedRows.contains(row) }
        selfCheckFindings = findings.map {
            AirDiagnostics.Finding(id: $0.id.rawValue, severity: $0.severity.rawValue, message: $0.message, fix: $0.fix)
        }
        for finding in findings {
            let line = "self-check \(finding.id.rawValue): \(finding.message) Fix: \(finding.fix)"
            log(finding.severity == .note ? .info(line) : .warning(line))
        }
        if let verdict = diagnosis.verdict(for: row), verdict.outcome == .mirrors {
            log(.warning("self-check: the external display will mirror because \(verdict.reason)"))
        }
    }

    /// AK021 at run time: one warning, and nothing else to say. Without the scene life cycle no
    /// external-display scene ever connects, so AirKit stays unavailable; the other findings would only
    /// describe a manifest the app does not run with.
    private func warnAboutTheLifeCycle(_ finding: AirKitConfiguration.Finding) {
        let fix =
            "Adopt the scene life cycle: `airkit setup --adopt-scenes` names AirKit's AirKitAppSceneDelegate for the app's "
            + "own scene, or see `airkit doctor --explain AK021` and AirKit's article \"The scene life cycle\"."
        let entry = AirDiagnostics.Finding(
            id: finding.id.rawValue, severity: finding.severity.rawValue, message: finding.message, fix: fix)
        selfCheckFindings = [entry]
        log(
            .warning(
                "self-check \(finding.id.rawValue): the external display needs the UIKit scene life cycle, so AirKit stays "
                    + "unavailable. \(finding.message) Fix: \(fix)"))
    }
}
