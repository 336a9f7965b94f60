import AirKitConfiguration
import Foundation

/// GitHub-flavoured Markdown for a pull request's job summary (`$GITHUB_STEP_SUMMARY`): a
/// heading with the counts, one table of every app's verdicts, then each app's findings with
/// their fixes.
///
/// Names, paths and messages come from the project. In prose and table cells every character
/// Markdown or HTML could read as markup (`\ ` * _ [ ] < > | ! ~ &`) is escaped, after
/// ``PrintableText/escaped(_:)``, so a file name cannot add a link, an image (which would load
/// from another server when the summary is viewed), HTML or a table column. Nor can it become
/// one of GitHub's autolinks: the `:` of `://` and the `.` of `www.` are backslash-escaped, and an
/// empty HTML comment follows every `@` (GitHub links e-mail addresses, `Icon@2x.png` among them,
/// whatever is escaped in them, but not across a comment). Fixes are fenced
/// code blocks whose fence is longer than any run of backticks in them. The legacy `##[` runner
/// opener is made inert as in text output.
public struct MarkdownReportRenderer: Sendable {
    public init() {}

    public func render(_ report: DoctorReport) -> String {
        var lines = ["## airkit doctor", "", Self.escaped(TextReportRenderer.summary(report)), ""]
        if !report.apps.isEmpty {
            lines += ["| App | iOS / SDK | Verdict |", "| --- | --- | --- |"]
            for app in report.apps {
                for verdict in app.diagnosis.verdicts {
                    lines.append(
                        "| \(Self.escaped(app.name)) | \(Self.escaped(verdict.label)) | \(Self.outcome(verdict)) \(Self.escaped(verdict.reason)) |"
                    )
                }
            }
            lines.append("")
        }
        for app in report.apps where !app.diagnosis.findings.isEmpty {
            lines += ["### \(Self.escaped(app.name))", ""]
            for finding in app.diagnosis.findings {
                let place = finding.location.line.map { "\(finding.location.path):\($0)" } ?? finding.location.path
                lines.append(
                    "- **\(finding.severity.rawValue) \(finding.id.rawValue)** \(Self.escaped(place)): \(Self.escaped(finding.message))"
                )
                lines.append("  Fix:")
                lines += Self.fenced(finding.fix).map { $0.isEmpty ? "" : "  " + $0 }
            }
            lines.append("")
        }
        if !report.skippedTargets.isEmpty {
            lines += ["Not built for iOS, so not checked:", ""]
            lines += report.skippedTargets.map {
                "- \(Self.escaped($0.name)): \(Self.escaped("\($0.platform) (\($0.reason), \($0.location))"))"
            }
            lines.append("")
        }
        if !report.errors.isEmpty {
            lines += ["Could not be read:", ""]
            lines += report.errors.map { "- \(Self.escaped($0.description))" }
            lines.append("")
        }
        while lines.last == "" { lines.removeLast() }
        return PrintableText.inertForCIRunners(lines.joined(separator: "\n") + "\n")
    }

    private static func outcome(_ verdict: Verdict) -> String {
        switch verdict.outcome {
        case .shown: "✅ external content shown:"
        case .mirrors: "❌ mirrors because"
        case .undetermined: "❔ cannot tell:"
        case .failsToLaunch: "❌ fails to launch because"
        }
    }

    /// Characters CommonMark, GitHub's tables or HTML could read as markup.
    private static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "!", "~"]

    /// `text` on one line, with every markup character backslash-escaped, `&` written `&amp;`, and
    /// nothing GitHub would link by itself (a URL, a `www.` name, an e-mail address or a mention).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in PrintableText.escaped(text) {
            switch character {
            case "&": result += "&amp;"
            case "@": result += "@<!-- -->"
            default:
                if markup.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        guard result.contains("://") || result.localizedCaseInsensitiveContains("www.") else { return result }
        return result.replacingOccurrences(of: "://", with: "\\://").replacing(/(?i)(www)\./) { "\($0.1)\\." }
    }

    /// The fix as a fenced code block, each line escaped as in text output.
    static func fenced(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { PrintableText.escaped(String($0)) }
        var longest = 0
        for line in lines {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence] + lines + [fence]
    }
}
