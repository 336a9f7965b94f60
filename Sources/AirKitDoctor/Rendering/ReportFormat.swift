/// The output formats of `airkit doctor --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Readable text grouped by file, with a verdict per OS/SDK row.
    case text
    /// The JSON document described in `Documentation/doctor.md` (`schemaVersion` 3).
    case json
    /// `path:line: error: …` lines for an Xcode Run Script build phase.
    case xcode
    /// A SARIF 2.1.0 log for code-scanning services such as GitHub code scanning.
    case sarif
    /// GitHub-flavoured Markdown with a verdict table, for `$GITHUB_STEP_SUMMARY`.
    case markdown
    /// GitHub Actions annotations (`::error file=…,line=…::`), shown on the pull request.
    case github

    /// Renders `report`; `useColor` and `width` (see ``OutputWidth``) apply to text only.
    public func render(_ report: DoctorReport, paths: PathDisplay, useColor: Bool, width: Int? = nil) -> String {
        switch self {
        case .text: TextReportRenderer(useColor: useColor, width: width).render(report)
        case .json: JSONReportRenderer().render(report)
        case .xcode: XcodeReportRenderer(paths: paths).render(report)
        case .sarif: SARIFReportRenderer(paths: paths).render(report)
        case .markdown: MarkdownReportRenderer().render(report)
        case .github: GitHubReportRenderer().render(report)
        }
    }
}
