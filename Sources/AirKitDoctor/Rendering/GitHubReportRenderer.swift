import AirKitConfiguration
import Foundation

/// GitHub Actions workflow commands that annotate the pull request without code scanning:
/// `::error file=Banner/Info.plist,line=14,title=AK002 …::message`, one per finding (`warning`
/// and `notice` for the other severities), then one `::notice` per app with its verdicts.
///
/// GitHub reads a command's properties up to `::` and its message to the end of the line, and
/// decodes `%25`, `%0D` and `%0A` in both, and `%3A` and `%2C` in properties. So every value is
/// first escaped as in text output (``PrintableText/escaped(_:)``: no raw control character),
/// then `%`, CR and LF are encoded everywhere and `:` and `,` in properties: a file name holding
/// `::` or a newline cannot end the command early or start another. A message's own line breaks
/// (the fix) are sent as `%0A`, which GitHub shows as line breaks. The runner's legacy `##[`
/// opener is made inert in messages as in every other format. Paths are relative to the folder
/// the doctor ran in, which GitHub expects to be the repository root.
public struct GitHubReportRenderer: Sendable {
    public init() {}

    public func render(_ report: DoctorReport) -> String {
        var lines: [String] = []
        for app in report.apps {
            for finding in app.diagnosis.findings {
                var properties = [("file", finding.location.path)]
                if let line = finding.location.line { properties.append(("line", String(line))) }
                properties.append(("title", "\(finding.id.rawValue) \(finding.id.title)"))
                let body = [finding.message, "Fix: " + finding.fix].joined(separator: "\n")
                lines.append(command(Self.command(for: finding.severity), properties, body))
            }
            let verdicts = app.diagnosis.verdicts.map { "\($0.label): \($0.summary)" }
            if !verdicts.isEmpty {
                lines.append(command("notice", [("title", "airkit doctor: \(app.name)")], verdicts.joined(separator: "\n")))
            }
        }
        for target in report.skippedTargets {
            lines.append(
                command(
                    "notice", [("title", "airkit doctor: \(target.name)")],
                    "not built for iOS (\(target.platform), \(target.reason)); not checked"))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(Self.property($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(Self.data(message))"
    }

    /// A message: each line escaped and made inert, `%`, CR and LF encoded.
    static func data(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { PrintableText.inertForCIRunners(PrintableText.escaped(String($0))) }
            .map(percentEncoded)
            .joined(separator: "%0A")
    }

    /// A property value: as a message, and `:` and `,` encoded too.
    static func property(_ text: String) -> String {
        percentEncoded(PrintableText.inertForCIRunners(PrintableText.escaped(text)))
            .replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func percentEncoded(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
