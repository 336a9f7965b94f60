import AirKitConfiguration
import AirKitDoctor
import Foundation

/// `airkit doctor`: explains why an app's external display only mirrors.
extension Commands {
    static let doctor = CommandSpec(
        name: "doctor",
        abstract: "Explain why an app's external display only mirrors.",
        discussion: """
            PATH is an .app, an .xcarchive, an Info.plist, an .xcodeproj, or a folder holding them
            (searched recursively, skipping build folders and dependencies); several PATHs are
            checked in one run. The doctor reads the built Info.plist and executable, the
            project's build settings and the app's sources (Swift and Objective-C), reports each
            finding with its file and line, and gives a verdict for each iOS/SDK row.

            Settings may also come from .airkit.yml in the folder of the first PATH (fail-on,
            select, ignore, sdk); the command line wins.

            Exit status: 0 no finding that fails the run (by default: no error-level finding), 1 at
            least one (see --fail-on), 2 usage error, unreadable input, settings or baseline file,
            or unwritable output.
            """,
        arguments: [
            .init(
                name: "path", help: "An .app, .xcarchive, Info.plist, .xcodeproj, or a folder holding them.", isVariadic: true)
        ],
        options: [
            .init(
                name: "format", valueName: "format", allowedValues: ReportFormat.allCases.map(\.rawValue), defaultValue: "text",
                help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
            ),
            .init(
                name: "output", valueName: "file", isRepeatable: true,
                help: "Write the report to <file> instead of standard output; <format>=<file> writes that format too."),
            .init(
                name: "fail-on", valueName: "severity", allowedValues: FailureThreshold.allCases.map(\.rawValue),
                help: "Exit with 1 on a finding of this severity or above (default: error); never: only 0 or 2."),
            .init(
                name: "select", valueName: "ids", isRepeatable: true,
                help: "Report only these finding IDs (comma-separated, e.g. AK001,AK002)."),
            .init(
                name: "ignore", valueName: "ids", isRepeatable: true, help: "Never report these finding IDs (comma-separated)."),
            .init(name: "baseline", valueName: "file", help: "Report only the findings a baseline <file> does not list."),
            .init(name: "write-baseline", valueName: "file", help: "Record the findings of this run in <file>."),
            .init(
                name: "sdk", valueName: "major", allowedValues: DoctorConfiguration.knownSDKs.map(String.init),
                help: "The iOS SDK the app is built with, where no built product says (a project-only run)."),
            .init(name: "config", valueName: "file", help: "Read settings from <file> instead of .airkit.yml."),
            .init(
                name: "explain", valueName: "id",
                help: "Print the long explanation of a finding ID (e.g. AK001) and exit (text or json only)."),
        ]
    )

    /// The formats `--explain` prints.
    private static let explanationFormats: [ReportFormat] = [.text, .json]

    static func runDoctor(_ command: ParsedCommand, environment: [String: String], console: Console) throws(UsageError)
        -> Int32
    {
        let format = ReportFormat(rawValue: command.options["format"] ?? "") ?? .text
        if let code = command.options["explain"] {
            return try explain(code, format: format, command: command, console: console)
        }
        guard let pathList = command.argumentLists["path"], !pathList.isEmpty else {
            throw UsageError(message: "missing <path>", commandPath: command.commandPath)
        }
        let outputs = try outputs(of: command, format: format)
        let paths = PathDisplay()
        let configuration: DoctorConfiguration
        do {
            configuration = try settings(of: command, firstPath: paths.absolute(pathList[0]), paths: paths)
        } catch {
            console.error("airkit: error: \(PrintableText.escaped(error.description))\n")
            return ExitStatus.usageOrInputError.rawValue
        }
        let policy: ReportPolicy
        do {
            policy = try ReportPolicy(command: command, configuration: configuration, paths: paths)
        } catch let error as UsageError {
            throw error
        } catch let error as InputError {
            console.error("airkit: error: \(PrintableText.escaped(error.description))\n")
            return ExitStatus.usageOrInputError.rawValue
        } catch {
            return ExitStatus.usageOrInputError.rawValue
        }
        let sdk = (command.options["sdk"].flatMap { Int($0) } ?? configuration.sdk).map { OSVersion($0) }
        let doctor = Doctor(paths: paths, assumedSDK: sdk)
        let found = DoctorReport.combining(pathList.map(doctor.examine))
        var status = ExitStatus.clean.rawValue
        if let file = command.options["write-baseline"] {
            let recorded = found.applying(ReportPolicy(failOn: policy.failOn, selection: policy.selection))
            if !found.errors.isEmpty {
                console.error(
                    "airkit: error: \(PrintableText.escaped(file)): baseline not written, as not every input could be read\n")
            } else if !write(Baseline(recording: recorded).fileText, to: file, console: console) {
                status = ExitStatus.usageOrInputError.rawValue
            }
        }
        let report = found.applying(policy)
        for error in report.errors { console.error("airkit: error: \(PrintableText.escaped(error.description))\n") }
        for output in outputs {
            let text = render(report, as: output.format, paths: paths, environment: environment, toTerminal: output.file == nil)
            if let file = output.file {
                if !write(text, to: file, console: console) { status = ExitStatus.usageOrInputError.rawValue }
            } else {
                console.out(text)
            }
        }
        return max(status, report.exitStatus.rawValue)
    }

    /// `--explain ID`: honours `--format text` and `json`; every other doctor option is refused.
    private static func explain(_ code: String, format: ReportFormat, command: ParsedCommand, console: Console)
        throws(UsageError) -> Int32
    {
        guard command.arguments["path"] == nil else {
            throw UsageError(message: "'--explain' takes no <path>", commandPath: command.commandPath)
        }
        guard explanationFormats.contains(format) else {
            throw UsageError(
                message: "'--explain' prints text or json, not '--format \(format.rawValue)'", commandPath: command.commandPath)
        }
        if let other = doctor.options.map(\.name).first(where: {
            !["explain", "format"].contains($0) && (command.options[$0] != nil || command.flags.contains($0))
        }) {
            throw UsageError(message: "'--explain' cannot be combined with '--\(other)'", commandPath: command.commandPath)
        }
        guard let id = FindingID(code: code) else {
            throw UsageError(message: FindingSelection.UnknownID(word: code).message, commandPath: command.commandPath)
        }
        console.out(ExplanationRenderer.render(id, format: format))
        return ExitStatus.clean.rawValue
    }

    /// Where each report goes: `--output FILE` takes the place of standard output for `--format`;
    /// `--output FORMAT=FILE` adds a file in that format.
    private static func outputs(of command: ParsedCommand, format: ReportFormat) throws(UsageError)
        -> [(format: ReportFormat, file: String?)]
    {
        var files: [(format: ReportFormat, file: String?)] = []
        var replacesStandardOutput = false
        for value in command.lists["output"] ?? [] {
            if let equals = value.firstIndex(of: "="), let named = ReportFormat(rawValue: String(value[..<equals])) {
                let file = String(value[value.index(after: equals)...])
                guard !file.isEmpty else {
                    throw UsageError(message: "empty file in '--output \(value)'", commandPath: command.commandPath)
                }
                files.append((named, file))
            } else {
                guard !replacesStandardOutput else {
                    throw UsageError(
                        message: "'--output \(value)': only one --output without a format; name others as <format>=<file>",
                        commandPath: command.commandPath)
                }
                replacesStandardOutput = true
                files.append((format, value))
            }
        }
        var seen = Set<String>()
        for file in files.compactMap(\.file) where !seen.insert(PathDisplay().absolute(file)).inserted {
            throw UsageError(message: "'\(file)' is named by two --output options", commandPath: command.commandPath)
        }
        return replacesStandardOutput ? files : [(format, nil)] + files
    }

    /// `--config FILE`, else `.airkit.yml` where the first PATH is scanned, else no settings.
    private static func settings(of command: ParsedCommand, firstPath: String, paths: PathDisplay) throws(InputError)
        -> DoctorConfiguration
    {
        if let named = command.options["config"] {
            return try DoctorConfiguration.load(paths.absolute(named), shownAs: named, named: true) ?? .init()
        }
        let found = DoctorConfiguration.location(scanning: firstPath)
        return try DoctorConfiguration.load(found, shownAs: paths.relative(found)) ?? .init()
    }

    private static func render(
        _ report: DoctorReport, as format: ReportFormat, paths: PathDisplay, environment: [String: String], toTerminal: Bool
    ) -> String {
        let useColor = toTerminal && format == .text && ColorPolicy.shouldColorStandardOutput(environment: environment)
        let width =
            toTerminal
            ? OutputWidth.columnsForStandardOutput(environment: environment)
            : OutputWidth.columns(environment: environment, terminalColumns: nil)
        return format.render(report, paths: paths, useColor: useColor, width: width)
    }

    /// Writes `text` to `file` whole, or prints why not; `false` when it could not.
    private static func write(_ text: String, to file: String, console: Console) -> Bool {
        do {
            try OutputFile.write(text, to: file)
            return true
        } catch {
            console.error("airkit: error: \(PrintableText.escaped(file)): \(error.reason)\n")
            return false
        }
    }
}

extension ReportPolicy {
    /// The command line's choices over the settings file's.
    init(command: ParsedCommand, configuration: DoctorConfiguration, paths: PathDisplay) throws {
        var selected = configuration.selected
        var ignored = configuration.ignored
        func ids(_ option: String) throws(UsageError) -> Set<FindingID>? {
            guard let values = command.lists[option] else { return nil }
            var ids = Set<FindingID>()
            for value in values {
                switch FindingSelection.ids(in: value) {
                case .success(let found): ids.formUnion(found)
                case .failure(let unknown):
                    throw UsageError(message: "'--\(option)': \(unknown.message)", commandPath: command.commandPath)
                }
            }
            return ids
        }
        if let chosen = try ids("select") { selected = chosen }
        if let more = try ids("ignore") { ignored.formUnion(more) }
        let failOn = command.options["fail-on"].flatMap(FailureThreshold.init(rawValue:)) ?? configuration.failOn ?? .error
        let baseline = try command.options["baseline"].map { file in
            try Baseline.load(paths.absolute(file), shownAs: file)
        }
        self.init(failOn: failOn, selection: FindingSelection(selected: selected, ignored: ignored), baseline: baseline)
    }
}
