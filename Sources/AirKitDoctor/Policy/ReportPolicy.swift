import AirKitConfiguration

/// What a run reports and what fails it: the command line's and `.airkit.yml`'s choices together.
public struct ReportPolicy: Sendable, Hashable {
    public var failOn: FailureThreshold
    public var selection: FindingSelection
    /// Findings already known; only others are reported.
    public var baseline: Baseline?

    public init(failOn: FailureThreshold = .error, selection: FindingSelection = .init(), baseline: Baseline? = nil) {
        self.failOn = failOn
        self.selection = selection
        self.baseline = baseline
    }
}

/// The findings a run found but did not report, counted so the summary can say so.
public struct OmittedFindings: Sendable, Hashable {
    /// Left out by `--select`, `--ignore` or `.airkit.yml`.
    public var unselected = 0
    /// Covered by the `--baseline` file.
    public var baselined = 0

    public init(unselected: Int = 0, baselined: Int = 0) {
        self.unselected = unselected
        self.baselined = baselined
    }

    public var total: Int { unselected + baselined }
}

extension DoctorReport {
    /// The report as `policy` has it shown: findings it does not select, then those the baseline
    /// covers, left out (and counted in ``omitted``), and the exit status decided by its threshold.
    /// Verdicts are kept as they are: leaving a finding out does not change what the app does.
    public func applying(_ policy: ReportPolicy) -> DoctorReport {
        var report = self
        report.failOn = policy.failOn
        for index in report.apps.indices {
            let before = report.apps[index].diagnosis.findings.count
            report.apps[index].diagnosis.findings.removeAll { !policy.selection.reports($0.id) }
            report.omitted.unselected += before - report.apps[index].diagnosis.findings.count
        }
        if let baseline = policy.baseline {
            let (filtered, omitted) = baseline.filter(report)
            report = filtered
            report.omitted.baselined += omitted
        }
        return report
    }

    /// One report for a run over several PATHs: the apps, skipped targets and errors of each, in
    /// the order the PATHs were given.
    public static func combining(_ reports: [DoctorReport]) -> DoctorReport {
        guard var combined = reports.first else { return DoctorReport(path: ".", apps: [], errors: []) }
        for report in reports.dropFirst() {
            combined.paths += report.paths
            combined.apps += report.apps
            combined.errors += report.errors
            combined.skippedTargets += report.skippedTargets
            combined.omitted.unselected += report.omitted.unselected
            combined.omitted.baselined += report.omitted.baselined
        }
        return combined
    }
}
