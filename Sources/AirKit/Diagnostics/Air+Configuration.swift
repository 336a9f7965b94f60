#if canImport(UIKit) || AIRKIT_STANDIN
import AirKitConfiguration

/// The system a model was made for, and what its self-check found, kept for ``Air/diagnostics()-method``.
@MainActor
struct SystemCheck {
    /// The system AirKit runs on; the self-check completes ``SystemFacts/runsSceneLifeCycle`` once it can.
    var facts: SystemFacts
    /// What the startup self-check found.
    var findings: [AirDiagnostics.Finding] = []
}

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
    func logConfiguration() {
        let system = self.system.facts
        if let platform = system.platformOutsideTheMatrix {
            log(
                .notice(
                    "running as \(platform): the iOS compatibility matrix does not apply, so the self-check is skipped; "
                        + "the system offers no external-display scene for AirKit's content there"))
            return
        }
        let sdkText = system.linkedSDK.map { "SDK \($0)" } ?? "an unknown SDK"
        log(.notice("iOS \(system.osVersion), built with \(sdkText): external scenes come through the \(core.path)"))
        guard system.runsSceneLifeCycle != nil else { return }  // completeDeferredSelfCheck() checks later
        checkTheApp(system)
    }

    /// Finishes the self-check of an app without `UIApplicationSceneManifest`, whose life cycle only its
    /// connected scenes tell: once AirKit has met the application through a scene or a source's window
    /// (``application``), a SwiftUI app's own scene has SwiftUI's delegate and an app in the
    /// app-delegate life cycle has no scene (Documentation/PlatformFacts.md, "Which apps adopt the
    /// scene life cycle"). Called before every event; does nothing once the life cycle is known.
    func completeDeferredSelfCheck() {
        guard system.facts.runsSceneLifeCycle == nil, system.facts.platformOutsideTheMatrix == nil, let application
        else { return }
        system.facts.runsSceneLifeCycle = SystemFacts.runsSceneLifeCycle(
            infoDictionary: system.facts.infoDictionary, connectedScenes: application.connectedScenes)
        checkTheApp(system.facts)
    }

    /// The self-check proper: the doctor's rules on the app's own Info.plist, for the row it runs in.
    private func checkTheApp(_ system: SystemFacts) {
        let sdk = system.linkedSDK ?? SceneAccessorySupport.compiledSDK

        let row = CompatibilityRow(runningOS: system.osVersion, linkedSDK: sdk)
        let evidence = AppEvidence.runningApp(
            infoDictionary: system.infoDictionary, linkedSDK: sdk, hasRegisteredSource: core.path == .sceneAccessory,
            runsSceneLifeCycle: system.runsSceneLifeCycle)
        let diagnosis = Rules.diagnose(evidence)
        if let lifeCycle = diagnosis.findings.first(where: { $0.id == .sceneLifeCycleNotAdopted }) {
            warnAboutTheLifeCycle(lifeCycle)
            return
        }
        let findings = diagnosis.findings.filter { $0.affectedRows.contains(row) }
        self.system.findings = findings.map {
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

    /// AK021 at run time: one warning, and nothing else to say. Without the scene life cycle no
    /// external-display scene ever connects, so AirKit stays unavailable; the other findings would only
    /// describe a manifest the app does not run with.
    private func warnAboutTheLifeCycle(_ finding: AirKitConfiguration.Finding) {
        let fix =
            "Adopt the scene life cycle: `airkit doctor` on the app's project prints the `airkit setup` line (with "
            + "`--adopt-scenes`) that names AirKit's AirKitAppSceneDelegate for the app's own scene; or see "
            + "`airkit doctor --explain AK021` and AirKit's article \"The scene life cycle\"."
        let entry = AirDiagnostics.Finding(
            id: finding.id.rawValue, severity: AirDiagnostics.Severity(rawValue: finding.severity.rawValue) ?? .error,
            message: finding.message, fix: fix)
        self.system.findings = [entry]
        log(
            .warning(
                "self-check \(finding.id.rawValue): the external display needs the UIKit scene life cycle, so AirKit stays "
                    + "unavailable. \(finding.message) Fix: \(fix)"))
    }
}
#endif
