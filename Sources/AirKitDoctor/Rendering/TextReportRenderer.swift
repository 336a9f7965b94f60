import AirKitConfiguration

/// Readable text: per app, the files read, what was not inspected, the findings grouped by file,
/// and one verdict line per OS/SDK row; then a summary.
public struct TextReportRenderer: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    /// The report as text ending in a newline, or an empty string when no app could be read.
    public func render(_ report: DoctorReport) -> String {
        guard !report.apps.isEmpty else { return "" }
        let style = TextStyle(isEnabled: useColor)
        var lines: [String] = []
        for app in report.apps {
            lines += render(app, style: style)
            lines.append("")
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ app: AppReport, style: TextStyle) -> [String] {
        var lines = [style.bold(app.name)]
        lines += app.inputs.enumerated().map { index, input in
            (index == 0 ? "  Read: " : "        ") + describe(input)
        }
        for gap in app.diagnosis.gaps {
            let skipped =
                gap.skippedChecks.isEmpty ? "" : " Skipped: \(gap.skippedChecks.map(\.rawValue).joined(separator: ", "))."
            lines.append("  Not inspected: \(gap.description)\(skipped)")
        }
        lines.append("")
        lines += findings(app.diagnosis, style: style)
        lines += verdicts(app, style: style)
        return lines
    }

    private func describe(_ input: InspectedInput) -> String {
        let label: String =
            switch input.kind {
            case .builtInfoPlist: "built Info.plist"
            case .executable: "executable"
            case .xcodeProject: "Xcode project"
            case .sourceInfoPlist: "source Info.plist"
            case .swiftSources: "Swift sources"
            }
        if input.kind == .swiftSources { return "\(input.detail ?? "Swift files") listed by \(input.path)" }
        return "\(input.path) (\([label, input.detail].compactMap { $0 }.joined(separator: ", ")))"
    }

    private func findings(_ diagnosis: Diagnosis, style: TextStyle) -> [String] {
        let findings = diagnosis.findings
        guard !findings.isEmpty else { return ["  No findings.", ""] }
        let labels = Dictionary(diagnosis.verdicts.map { ($0.row, $0.label) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        var currentPath: String?
        for finding in findings {
            if finding.location.path != currentPath {
                if currentPath != nil { lines.append("") }
                currentPath = finding.location.path
                lines.append("  " + style.bold(finding.location.path))
            }
            let place = finding.location.line.map { "\($0): " } ?? ""
            lines.append("    \(place)\(style.severity(finding.severity)) \(finding.id.rawValue): \(finding.message)")
            lines += indented("Fix: ", finding.fix)
            if !finding.affectedRows.isEmpty {
                lines.append("      Affects: \(finding.affectedRows.map { labels[$0] ?? $0.rawValue }.joined(separator: ", "))")
            }
        }
        lines.append("")
        return lines
    }

    /// `      Fix: first line` with following lines aligned under it.
    private func indented(_ label: String, _ text: String) -> [String] {
        let prefix = "      " + label
        let padding = String(repeating: " ", count: prefix.count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            line.isEmpty && index > 0 ? "" : (index == 0 ? prefix : padding) + line
        }
    }

    private func verdicts(_ app: AppReport, style: TextStyle) -> [String] {
        let predicted =
            app.diagnosis.verdicts.contains(where: \.isPredicted)
            ? " (predicted from the sources; no built product was inspected)" : ""
        var lines = ["  Verdicts\(predicted):"]
        for verdict in app.diagnosis.verdicts {
            let summary: String =
                switch verdict.outcome {
                case .shown: style.green("external content shown") + " (\(verdict.reason))"
                case .mirrors: style.red("mirrors") + " because \(verdict.reason)"
                case .undetermined: style.yellow("cannot tell") + ": \(verdict.reason)"
                }
            lines.append("    \(verdict.label): \(summary)")
        }
        return lines
    }

    private func summary(_ report: DoctorReport) -> String {
        let apps = report.apps.count == 1 ? "1 app" : "\(report.apps.count) apps"
        let counts = Severity.allCases.map { severity in
            let count = report.count(of: severity)
            return "\(count == 0 ? "no" : String(count)) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return "Checked \(apps): \(counts.joined(separator: ", "))."
    }
}
