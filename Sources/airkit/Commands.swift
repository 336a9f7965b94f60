import AirKitConfiguration
import AirKitDoctor
import Foundation

/// The `airkit` command tree and what each command does.
enum Commands {
    static let version = AirKitRelease.version

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

    static func reportUsage(_ error: UsageError, console: Console) -> Int32 {
        let command = ArgumentParser.command(at: error.commandPath, root: root)
        let path = error.commandPath.joined(separator: " ")
        console.error(
            "airkit: error: \(PrintableText.escaped(error.message))\nUsage: \(command.usage(commandPath: error.commandPath))\n  See '\(path) --help' for more information.\n"
        )
        return ExitStatus.usageOrInputError.rawValue
    }
}
