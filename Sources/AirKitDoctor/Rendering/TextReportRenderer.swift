import AirKitConfiguration

/// Readable text: per app, the answer first (one verdict line per OS/SDK row), then the files
/// read and the findings grouped by file; then what was not inspected, once per run, and a
/// summary. A fix already printed in the run (the same AK001 fix for every target) is printed
/// once, and later findings point back to it.
///
/// Every path, name and message passes through ``PrintableText/escaped(_:)``, so a file name
/// with a newline or an escape character cannot split a line or reach the terminal raw, and the
/// whole text through ``PrintableText/inertForCIRunners(_:)``, so no line runs as a CI command. With a
/// ``width``, messages, the first line of each fix, "Not inspected" notes and verdicts are
/// wrapped at spaces with a hanging indent; paths, backtick code spans and the code lines of a
/// fix are never broken, and the "Read:" lines are left whole.
public struct TextReportRenderer: Sendable {
    public var useColor: Bool
    /// The line width in columns (see ``OutputWidth``); `nil` never wraps.
    public var width: Int?

    public init(useColor: Bool, width: Int? = nil) {
        self.useColor = useColor
        self.width = width
    }

    /// The report as text ending in a newline, or an empty string when no app could be read and
    /// no target was skipped.
    public func render(_ report: DoctorReport) -> String {
        guard !report.apps.isEmpty || !report.skippedTargets.isEmpty else { return "" }
        let style = TextStyle(isEnabled: useColor)
        var lines: [String] = []
        var fixes = PrintedFixes()
        for app in report.apps {
            let wrapper = LineWrapper(width: width, unbreakable: Self.paths(of: app).map(PrintableText.escaped))
            lines += render(app, style: style, wrapper: wrapper, fixes: &fixes)
            lines.append("")
        }
        lines += notInspected(report)
        if !report.skippedTargets.isEmpty {
            lines.append(style.bold("Not built for iOS, so not checked:"))
            for target in report.skippedTargets {
                let detail = "\(target.platform) (\(target.reason), \(target.location))"
                let wrapper = LineWrapper(width: width, unbreakable: [PrintableText.escaped(target.location.description)])
                lines += wrapper.wrap(PrintableText.escaped(detail), after: "  \(PrintableText.escaped(target.name)): ")
            }
            lines.append("")
        }
        lines += LineWrapper(width: width).wrap(Self.summary(report), after: "")
        return PrintableText.inertForCIRunners(lines.joined(separator: "\n") + "\n")
    }

    /// The answer first: the app's name and verdicts, then what they rest on and the findings.
    private func render(_ app: AppReport, style: TextStyle, wrapper: LineWrapper, fixes: inout PrintedFixes) -> [String] {
        var lines = [style.bold(PrintableText.escaped(app.name))]
        lines += verdicts(app, style: style, wrapper: wrapper)
        lines += app.inputs.enumerated().map { index, input in
            (index == 0 ? "  Read: " : "        ") + describe(input)
        }
        if let signal = app.diagnosis.intent.signals.first {
            let place = signal.location.map { " (\($0))" } ?? ""
            let more = app.diagnosis.intent.signals.count > 1 ? ", and \(app.diagnosis.intent.signals.count - 1) more" : ""
            lines += wrapper.wrap(
                PrintableText.escaped("\(signal.description)\(place)\(more)"), after: "  Uses an external display: ")
        } else if app.diagnosis.intent.isUndetermined {
            let unread = app.diagnosis.intent.unreadEvidence.joined(separator: ", and ")
            lines += wrapper.wrap(
                PrintableText.escaped("cannot tell: no sign in what was read, but \(unread)"),
                after: "  Uses an external display: ")
        } else if let signal = app.diagnosis.intent.librarySignals.first, let library = signal.library {
            let place = signal.location.map { " (\($0))" } ?? ""
            lines += wrapper.wrap(
                PrintableText.escaped(
                    "no sign in the app's own code; \(signal.description)\(place) is a library's (\(library)), not the app's"),
                after: "  Uses an external display: ")
        }
        lines.append("")
        lines += findings(app, style: style, wrapper: wrapper, fixes: &fixes)
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// What was not inspected, once per run: a gap shared by several apps is printed once, naming
    /// the apps unless it is every app's.
    private func notInspected(_ report: DoctorReport) -> [String] {
        var order: [String] = []
        var apps: [String: [String]] = [:]
        for app in report.apps {
            for gap in app.diagnosis.gaps {
                let skipped =
                    gap.skippedChecks.isEmpty ? "" : " Skipped: \(gap.skippedChecks.map(\.rawValue).joined(separator: ", "))."
                let text = PrintableText.escaped(gap.description) + skipped
                if apps[text] == nil { order.append(text) }
                apps[text, default: []].append(app.name)
            }
        }
        guard !order.isEmpty else { return [] }
        var lines: [String] = []
        for text in order {
            let names = apps[text] ?? []
            let scope =
                report.apps.count > 1 && names.count < report.apps.count
                ? " (\(names.map(PrintableText.escaped).joined(separator: ", ")))" : ""
            lines += LineWrapper(width: width).wrap(text, after: "Not inspected\(scope): ")
        }
        return lines + [""]
    }

    private func describe(_ input: InspectedInput) -> String {
        let label: String =
            switch input.kind {
            case .builtInfoPlist: "built Info.plist"
            case .executable: "executable"
            case .xcodeProject: "Xcode project"
            case .xcconfig: "build settings file"
            case .projectManifest: "project description"
            case .sourceInfoPlist: "source Info.plist"
            case .sources: "sources"
            }
        let path = PrintableText.escaped(input.path)
        let detail = input.detail.map(PrintableText.escaped)
        if input.kind == .sources {
            // A project lists its files; for an app without one they are the files under a folder.
            let relation = input.path.hasSuffix("project.pbxproj") || input.path.hasSuffix(".yml") ? "listed by" : "under"
            return "\(detail ?? "source files") \(relation) \(path)"
        }
        return "\(path) (\([label, detail].compactMap { $0 }.joined(separator: ", ")))"
    }

    private func findings(_ app: AppReport, style: TextStyle, wrapper: LineWrapper, fixes: inout PrintedFixes) -> [String] {
        let diagnosis = app.diagnosis
        let findings = diagnosis.findings
        guard !findings.isEmpty else { return ["  No findings.", ""] }
        let labels = Dictionary(diagnosis.verdicts.map { ($0.row, $0.label) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        var currentPath: String?
        for finding in findings {
            if finding.location.path != currentPath {
                if currentPath != nil { lines.append("") }
                currentPath = finding.location.path
                lines.append("  " + style.bold(PrintableText.escaped(finding.location.path)))
            }
            let place = finding.location.line.map { "\($0): " } ?? ""
            let heading = "    \(place)\(style.severity(finding.severity)) \(finding.id.rawValue): "
            lines += wrapper.wrap(PrintableText.escaped(finding.message), after: heading)
            if let earlier = fixes.earlier(finding, in: app.name) {
                lines += wrapper.wrap(earlier, after: "      Fix: ")
            } else {
                lines += fix(finding.fix, wrapper: wrapper)
            }
            if !finding.affectedRows.isEmpty {
                let rows = finding.affectedRows.map { PrintableText.escaped(labels[$0] ?? $0.rawValue) }
                lines += wrapper.wrap(rows.joined(separator: ", "), after: "      Affects: ")
            }
        }
        lines.append("")
        return lines
    }

    /// `      Fix: first line` with the following lines aligned under it. Only the first line is
    /// prose and may wrap; the lines after it are code snippets (or short lead-ins to one) and
    /// are printed as they are.
    private func fix(_ text: String, wrapper: LineWrapper) -> [String] {
        let prefix = "      Fix: "
        let padding = String(repeating: " ", count: prefix.count)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { PrintableText.escaped(String($0)) }
        guard let first = lines.first else { return [prefix] }
        return wrapper.wrap(first, after: prefix) + lines.dropFirst().map { $0.isEmpty ? "" : padding + $0 }
    }

    private func verdicts(_ app: AppReport, style: TextStyle, wrapper: LineWrapper) -> [String] {
        let predicted =
            app.diagnosis.verdicts.contains(where: \.isPredicted)
            ? " (predicted from the sources; no built product was inspected)" : ""
        var lines = ["  Verdicts\(predicted):"]
        for verdict in app.diagnosis.verdicts {
            let reason = PrintableText.escaped(verdict.reason)
            let summary: String =
                switch verdict.outcome {
                case .shown: style.green("external content shown") + " (\(reason))"
                case .mirrors: style.red("mirrors") + " because \(reason)"
                case .undetermined: style.yellow("cannot tell") + ": \(reason)"
                case .failsToLaunch: style.red("fails to launch") + " because \(reason)"
                }
            lines += wrapper.wrap(summary, after: "    \(PrintableText.escaped(verdict.label)): ")
        }
        return lines
    }

    /// `Checked 2 apps: 1 error, no warnings, 2 notes; 1 target for another platform skipped.`,
    /// with the findings left out by the selection or the baseline counted at the end.
    static func summary(_ report: DoctorReport) -> String {
        let apps = report.apps.count == 1 ? "1 app" : "\(report.apps.count) apps"
        let counts = Severity.allCases.map { severity in
            let count = report.count(of: severity)
            return "\(count == 0 ? "no" : String(count)) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let skipped =
            switch report.skippedTargets.count {
            case 0: ""
            case 1: "; 1 target for another platform skipped"
            case let count: "; \(count) targets for other platforms skipped"
            }
        var omitted: [String] = []
        if report.omitted.baselined > 0 { omitted.append("\(report.omitted.baselined) in the baseline") }
        if report.omitted.unselected > 0 { omitted.append("\(report.omitted.unselected) not selected") }
        let notShown =
            omitted.isEmpty
            ? ""
            : "; \(report.omitted.total == 1 ? "1 finding" : "\(report.omitted.total) findings") not shown ("
                + omitted.joined(separator: ", ") + ")"
        return "Checked \(apps): \(counts.joined(separator: ", "))\(skipped)\(notShown)."
    }

    /// The paths the app's report may quote that hold a space, so wrapping never breaks one there.
    static func paths(of app: AppReport) -> [String] {
        let evidence = app.evidence
        var paths = app.inputs.map(\.path) + app.diagnosis.findings.map(\.location.path)
        let files = [evidence.builtInfoPlist?.path, evidence.sourceInfoPlist?.path, evidence.executable?.path]
        paths += (files + [evidence.project?.path]).compactMap { $0 }
        for configuration in evidence.project?.configurations ?? [] {
            switch configuration.sourceInfoPlist {
            case .notNamed: break
            case .missing(let path), .unreadable(let path): paths.append(path)
            case .loaded(let loaded): paths.append(loaded.path)
            case .knownOnlyAtBuildTime: break
            }
        }
        if let code = evidence.code {
            paths += code.accessorySources.compactMap(\.location?.path) + code.sceneDelegates.map(\.location.path)
            paths += code.unfilteredFirstScenes.map(\.path)
        }
        // Only a path with a space could be broken, so only those need guarding.
        return Set(paths).filter { $0.contains(" ") }.sorted()
    }
}

/// The fixes a run has printed, so an identical one is printed once.
private struct PrintedFixes {
    /// Each fix text, with the finding ID and app it was first printed for.
    private var printed: [String: (id: FindingID, app: String)] = [:]

    /// `as above` (same app) or `as for AK001 in Banner above` when `finding`'s fix was printed
    /// already; otherwise `nil`, and the fix counts as printed from now on.
    mutating func earlier(_ finding: Finding, in app: String) -> String? {
        guard !finding.fix.isEmpty else { return nil }
        if let first = printed[finding.fix] {
            let same = first.app == app && first.id == finding.id
            return same ? "as above." : "as for \(first.id.rawValue) in \(PrintableText.escaped(first.app)) above."
        }
        printed[finding.fix] = (finding.id, app)
        return nil
    }
}
