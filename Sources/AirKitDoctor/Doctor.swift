import AirKitConfiguration

/// Answers "why does my external display only mirror?" for whatever PATH holds.
///
/// ```swift
/// let report = Doctor().examine("Examples/Banner")
/// print(TextReportRenderer(useColor: false).render(report))
/// exit(report.exitStatus.rawValue)
/// ```
///
/// The doctor finds the apps under PATH (``InputDiscovery``), reads each file once, assembles one
/// `AppEvidence` per app, and runs `Rules`. It never throws: unreadable inputs become
/// ``DoctorReport/errors`` with one-line reasons, next to whatever could be read.
public struct Doctor: Sendable {
    /// How paths are written in the report; its folder also anchors relative PATHs.
    public var paths: PathDisplay
    /// The SDK an app is built with where nothing read says (`--sdk`): a project-only run has no
    /// built product to tell. An SDK read from an executable or a built Info.plist always wins.
    public var assumedSDK: OSVersion?

    public init(paths: PathDisplay = PathDisplay(), assumedSDK: OSVersion? = nil) {
        self.paths = paths
        self.assumedSDK = assumedSDK
    }

    /// The report on `path`: ``examine(_:within:)`` reading only the project folder PATH names.
    public func examine(_ path: String) -> DoctorReport {
        examine(path, within: nil)
    }

    /// The report on `path`. Only files inside the project folder PATH names are read (see
    /// ``InputDiscovery/projectFolder(of:)`` and ``ReadScope``). A run that goes past one of the
    /// scope's budgets reports that one error and no app.
    ///
    /// `within`: a folder around the project that may be read too, the one a person named (`airkit setup .`
    /// at a Flutter app's root, whose `ios/` holds the project and whose `pubspec.yaml` says Flutter). It
    /// counts only when it holds the project folder.
    public func examine(_ path: String, within outer: String?) -> DoctorReport {
        let shownPath = paths.relative(path)
        let absolute = paths.absolute(path)
        let projectFolder = InputDiscovery.projectFolder(of: absolute)
        let outerFolder = outer.map { FilePaths.normalize(paths.absolute($0)) }
        let folder =
            if let outerFolder, InputDiscovery.isInside(projectFolder, folder: outerFolder) { outerFolder } else { projectFolder }
        let scope = ReadScope(folder: folder, chosenFile: FilePaths.normalize(absolute) == folder ? nil : absolute)
        let inputs: DiscoveredInputs
        do {
            inputs = try InputDiscovery.discover(absolute, scope: scope)
        } catch {
            return DoctorReport(
                path: shownPath, apps: [], errors: [InputError(path: paths.relative(error.path), reason: error.reason)])
        }
        let assembled = EvidenceAssembler.assemble(inputs, paths: paths, scope: scope)
        if let exceeded = scope.exceededBudget {
            // Past a run's budget the settings are only partly read: no app is judged on them.
            return DoctorReport(
                path: shownPath, apps: [], errors: [InputError(path: paths.relative(exceeded.path), reason: exceeded.reason)])
        }
        let reports = assembled.apps.map { app in
            var evidence = app.evidence
            if evidence.effectiveSDK == nil, let assumedSDK { evidence.sdk = assumedSDK }
            return AppReport(name: app.name, inputs: app.inputs, evidence: evidence, diagnosis: Rules.diagnose(evidence))
        }
        return DoctorReport(path: shownPath, apps: reports, errors: assembled.errors, skippedTargets: assembled.skipped)
    }
}
