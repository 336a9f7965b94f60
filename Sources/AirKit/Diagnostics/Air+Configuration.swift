#if canImport(UIKit) || AIRKIT_STANDIN
import AirKitConfiguration

extension Air {
    /// Logs how this system will get external scenes, then checks the app's own Info.plist with the
    /// doctor's rules for the row of the compatibility matrix the app runs in, and warns about what
    /// would make the display mirror (a missing role entry, a role without a delegate, …).
    ///
    /// On the scene accessory path the check assumes a source will register: whether one does is only
    /// known later, and `Air.play` warns then if none has.
    ///
    /// On Mac Catalyst, in an iPad app on a Mac, on tvOS and on visionOS the OS version and `DTSDKName`
    /// are another system's and no row of the iOS matrix applies, so AirKit says so and checks nothing.
    func logConfiguration(_ system: SystemFacts) {
        if let platform = system.platformOutsideTheMatrix {
            log(
                .notice(
                    "running as \(platform): the iOS compatibility matrix does not apply, so the self-check is skipped; "
                        + "the system offers no external-display scene for AirKit's content there"))
            return
        }
        let sdk = system.linkedSDK ?? SceneAccessorySupport.compiledSDK
        let sdkText = system.linkedSDK.map { "SDK \($0)" } ?? "an unknown SDK"
        log(.notice("iOS \(system.osVersion), built with \(sdkText): external scenes come through the \(machine.path)"))

        let row = CompatibilityRow(runningOS: system.osVersion, linkedSDK: sdk)
        let evidence = AppEvidence.runningApp(
            infoDictionary: system.infoDictionary, linkedSDK: sdk, hasRegisteredSource: machine.path == .sceneAccessory)
        let diagnosis = Rules.diagnose(evidence)
        let findings = diagnosis.findings.filter { $0.affectedRows.contains(row) }
        selfCheckFindings = findings.map {
            AirDiagnostics.Finding(
                id: $0.id.rawValue, severity: AirDiagnostics.Severity(rawValue: $0.severity.rawValue) ?? .error,
                message: $0.message, fix: $0.fix)
        }
        for finding in findings {
            let line = "self-check \(finding.id.rawValue): \(finding.message) Fix: \(finding.fix)"
            log(finding.severity == .note ? .info(line) : .warning(line))
        }
        if let verdict = diagnosis.verdict(for: row), verdict.outcome == .mirrors {
            log(.warning("self-check: the external display will mirror because \(verdict.reason)"))
        }
    }
}
#endif
