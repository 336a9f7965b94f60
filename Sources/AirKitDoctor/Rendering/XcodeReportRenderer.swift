import AirKitConfiguration

/// Lines Xcode turns into issues when a Run Script build phase prints them:
/// `/abs/path:line: error: AK001: message`, then each app's verdicts as `note:` lines.
///
/// Paths are absolute, as Xcode needs to open the file from the issue navigator. Paths, names
/// and messages pass through ``PrintableText/escaped(_:)``: a newline in a file name would
/// otherwise split one issue into two; and no line runs as a CI command
/// (``PrintableText/inertForCIRunners(_:)``).
public struct XcodeReportRenderer: Sendable {
    public var paths: PathDisplay

    public init(paths: PathDisplay) {
        self.paths = paths
    }

    public func render(_ report: DoctorReport) -> String {
        var lines: [String] = []
        for app in report.apps {
            for finding in app.diagnosis.findings {
                let path = PrintableText.escaped(paths.absolute(finding.location.path))
                let place = path + (finding.location.line.map { ":\($0)" } ?? "")
                lines.append(
                    "\(place): \(finding.severity.rawValue): \(finding.id.rawValue): \(PrintableText.escaped(finding.message)) "
                        + "(run `airkit doctor --explain \(finding.id.rawValue)` for the fix)"
                )
            }
            for verdict in app.diagnosis.verdicts {
                lines.append("note: " + PrintableText.escaped("\(app.name): \(verdict.label): \(verdict.summary)"))
            }
        }
        for target in report.skippedTargets {
            lines.append(
                "note: "
                    + PrintableText.escaped(
                        "\(target.name): not built for iOS (\(target.platform), \(target.reason)); not checked"))
        }
        return lines.isEmpty ? "" : PrintableText.inertForCIRunners(lines.joined(separator: "\n") + "\n")
    }
}
