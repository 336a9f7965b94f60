import AirKitConfiguration
import AirKitDoctor
import Foundation

/// The `airkit` command tree and what each command does.
enum Commands {
    static let version = AirKitRelease.version

    static let doctor = CommandSpec(
        name: "doctor",
        abstract: "Explain why an app's external display only mirrors.",
        discussion: """
            PATH is an .app, an .xcarchive, an Info.plist, an .xcodeproj, or a folder holding them
            (searched recursively, skipping build folders and dependencies). The doctor reads the
            built Info.plist and executable, the project's build settings and the app's Swift
            sources, reports each finding with its file and line, and gives a verdict for each
            iOS/SDK row.

            Exit status: 0 no error-level finding, 1 at least one, 2 usage error, unreadable input
            or unwritable output.
            """,
        arguments: [.init(name: "path", help: "An .app, .xcarchive, Info.plist, .xcodeproj, or a folder holding them.")],
        options: [
            .init(
                name: "format", valueName: "format", allowedValues: ReportFormat.allCases.map(\.rawValue), defaultValue: "text",
                help: "Output format: text, json, xcode or sarif."
            ),
            .init(name: "explain", valueName: "id", help: "Print the long explanation of a finding ID (e.g. AK001) and exit."),
        ]
    )

    static let root = CommandSpec(
        name: "airkit",
        abstract: "AirKit's command-line tool.",
        options: [.init(name: "version", help: "Show the version.")],
        subcommands: [doctor, setup]
    )

    /// Runs the command line and returns the exit status.
    static func run(_ words: [String], environment: [String: String], console: Console) -> Int32 {
        let parsed: ParsedCommandLine
        do {
            parsed = try ArgumentParser.parse(words, root: root)
        } catch {
            return reportUsage(error, console: console)
        }
        switch parsed {
        case .help(let path):
            console.out(ArgumentParser.command(at: path, root: root).help(commandPath: path))
            return ExitStatus.clean.rawValue
        case .run(let command) where command.commandPath == ["airkit", "doctor"]:
            do {
                return try runDoctor(command, environment: environment, console: console)
            } catch {
                return reportUsage(error, console: console)
            }
        case .run(let command) where command.commandPath == ["airkit", "setup"]:
            do {
                return try runSetup(command, environment: environment, console: console)
            } catch {
                return reportUsage(error, console: console)
            }
        case .run(let command):
            if command.flags.contains("version") {
                console.out("airkit \(version)\n")
            } else {
                console.out(root.help(commandPath: ["airkit"]))
            }
            return ExitStatus.clean.rawValue
        }
    }

    private static func runDoctor(_ command: ParsedCommand, environment: [String: String], console: Console) throws(UsageError)
        -> Int32
    {
        let format = ReportFormat(rawValue: command.options["format"] ?? "") ?? .text
        if let code = command.options["explain"] {
            guard command.arguments["path"] == nil else {
                throw UsageError(message: "'--explain' takes no <path>", commandPath: command.commandPath)
            }
            guard let id = FindingID(code: code) else {
                let known = "\(FindingID.allCases.first?.rawValue ?? "")–\(FindingID.allCases.last?.rawValue ?? "")"
                throw UsageError(message: "unknown finding ID '\(code)' (known: \(known))", commandPath: command.commandPath)
            }
            console.out(ExplanationRenderer.render(id, format: format))
            return ExitStatus.clean.rawValue
        }
        guard let path = command.arguments["path"] else {
            throw UsageError(message: "missing <path>", commandPath: command.commandPath)
        }
        let doctor = Doctor()
        let report = doctor.examine(path)
        for error in report.errors { console.error("airkit: error: \(PrintableText.escaped(error.description))\n") }
        let useColor = format == .text && ColorPolicy.shouldColorStandardOutput(environment: environment)
        let width = OutputWidth.columnsForStandardOutput(environment: environment)
        console.out(format.render(report, paths: doctor.paths, useColor: useColor, width: width))
        return report.exitStatus.rawValue
    }

    private static func reportUsage(_ error: UsageError, console: Console) -> Int32 {
        let command = ArgumentParser.command(at: error.commandPath, root: root)
        let path = error.commandPath.joined(separator: " ")
        console.error(
            "airkit: error: \(PrintableText.escaped(error.message))\nUsage: \(command.usage(commandPath: error.commandPath))\n  See '\(path) --help' for more information.\n"
        )
        return ExitStatus.usageOrInputError.rawValue
    }
}
