import Foundation
import Testing

/// One recorded command line.
struct CLICase: CustomTestStringConvertible, Sendable {
    enum Folder: Sendable {
        /// `Tests/AirKitDoctorTests/Fixtures`.
        case fixtures
        /// The repository root, as in the README.
        case repository
    }

    var name: String
    var arguments: [String]
    var environment: [String: String] = [:]
    var folder: Folder = .fixtures

    var testDescription: String { name }

    var directory: String {
        switch folder {
        case .fixtures: Airkit.fixtures
        case .repository: Airkit.repository
        }
    }

    func runAndCheck() throws {
        let result = try Airkit.run(arguments, in: directory, environment: environment)
        try Expectation(name: name).check(Expectation.record(of: arguments, environment: environment, result: result))
    }
}

@Suite("airkit: help, version and usage errors")
struct HelpAndUsageTests {
    static let cases: [CLICase] = [
        .init(name: "help-root", arguments: ["--help"]),
        .init(name: "help-root-no-arguments", arguments: []),
        .init(name: "help-doctor", arguments: ["doctor", "--help"]),
        .init(name: "help-doctor-short", arguments: ["doctor", "-h"]),
        .init(name: "help-subcommand", arguments: ["help", "doctor"]),
        .init(name: "version", arguments: ["--version"]),
        .init(name: "usage-unknown-option", arguments: ["doctor", "--frmat", "json", "InfoPlist/Built-Healthy.plist"]),
        .init(name: "usage-invalid-format", arguments: ["doctor", "InfoPlist/Built-Healthy.plist", "--format", "yaml"]),
        .init(name: "usage-missing-value", arguments: ["doctor", "InfoPlist/Built-Healthy.plist", "--format"]),
        .init(name: "usage-missing-path", arguments: ["doctor"]),
        .init(name: "several-paths-one-missing", arguments: ["doctor", "InfoPlist/Built-Healthy.plist", "Other"]),
        .init(name: "usage-unknown-subcommand", arguments: ["docter", "InfoPlist"]),
        .init(name: "usage-help-unknown-subcommand", arguments: ["help", "install"]),
        .init(name: "usage-root-unknown-option", arguments: ["--verbose"]),
        .init(name: "usage-empty-path", arguments: ["doctor", ""]),
        .init(name: "usage-empty-path-after-dashes", arguments: ["doctor", "--", ""]),
        .init(name: "usage-empty-explain", arguments: ["doctor", "--explain", ""]),
        .init(name: "usage-empty-explain-inline", arguments: ["doctor", "--explain="]),
    ]

    @Test("prints the recorded output and exit status", arguments: cases)
    func recorded(_ command: CLICase) throws {
        try command.runAndCheck()
    }

    @Test(
        "--help lists every flag the command accepts, and no other",
        arguments: [
            (["--help"], ["--version", "-h", "--help"]),
            (
                ["doctor", "--help"],
                [
                    "--format", "--output", "--fail-on", "--select", "--ignore", "--baseline", "--write-baseline", "--sdk",
                    "--config",
                    "--explain", "-h", "--help",
                ]
            ),
        ])
    func helpListsEveryFlag(arguments: [String], flags: [String]) throws {
        let help = try Airkit.run(arguments, in: Airkit.fixtures).standardOutput
        let options = try #require(help.components(separatedBy: "OPTIONS:").last?.components(separatedBy: "SUBCOMMANDS:").first)
        let listed = options.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
            .filter { $0.hasPrefix("-") }.map(String.init)
        #expect(listed == flags)
    }

    @Test(
        "each flag --help lists is accepted",
        arguments: [
            ["--version"], ["-h"], ["--help"], ["doctor", "-h"], ["doctor", "--format", "json", "InfoPlist/Built-Healthy.plist"],
            ["doctor", "--explain", "AK001"],
        ])
    func listedFlagsAreAccepted(arguments: [String]) throws {
        let result = try Airkit.run(arguments, in: Airkit.fixtures)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
    }

    @Test(
        "a wrong flag gives one error line, the usage and a pointer to --help, and exit status 2",
        arguments: [
            (["doctor", "-x", "InfoPlist"], "unknown option '-x'"),
            (
                ["doctor", "--format=", "InfoPlist"],
                "invalid value '' for '--format'; expected one of: text, json, xcode, sarif, markdown, github"
            ),
            (["doctor", "--version"], "unknown option '--version'"),
            (["doctor", "--help=yes"], "unknown option '--help=yes'"),
            (["--format", "json"], "unknown option '--format'"),
        ])
    func wrongFlag(arguments: [String], message: String) throws {
        let result = try Airkit.run(arguments, in: Airkit.fixtures)
        let command = arguments.first == "doctor" ? "airkit doctor" : "airkit"
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(lines.count == 4)
        #expect(lines.first == "airkit: error: \(message)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: \(command) ") == true)
        #expect(lines.dropFirst(2).first == "  See '\(command) --help' for more information.")
    }

    @Test("--help is generated for every command", arguments: [["--help"], ["doctor", "--help"], ["help"], ["help", "doctor"]])
    func everyCommandHasHelp(arguments: [String]) throws {
        let result = try Airkit.run(arguments, in: Airkit.fixtures)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardOutput.contains("-h, --help"))
        #expect(result.standardError.isEmpty)
    }
}

@Suite("airkit doctor --explain")
struct ExplainTests {
    static let cases: [CLICase] = [
        .init(name: "explain-text", arguments: ["doctor", "--explain", "AK008"]),
        .init(name: "explain-json-lowercase", arguments: ["doctor", "--explain", "ak001", "--format", "json"]),
        .init(name: "explain-unknown-id", arguments: ["doctor", "--explain", "AK999"]),
        .init(name: "explain-with-path", arguments: ["doctor", "--explain", "AK001", "InfoPlist/Built-Healthy.plist"]),
    ]

    @Test("prints the recorded output and exit status", arguments: cases)
    func recorded(_ command: CLICase) throws {
        try command.runAndCheck()
    }

    @Test("every finding ID the tool knows has an explanation with its fix and sources")
    func everyIDExplains() throws {
        // The tool names the range it knows when it is given an unknown ID: "(known: AK001–AKnnn)",
        // FindingID.catalogueRange.
        let unknown = try Airkit.run(["doctor", "--explain", "AK999"], in: Airkit.fixtures).standardError
        let known = try #require(unknown.firstMatch(of: /known: AK(\d{3})–AK(\d{3})/))
        let range = try #require(Int(known.1))...(try #require(Int(known.2)))
        #expect(range.count >= 21)
        for number in range {
            let id = "AK" + String(repeating: "0", count: 3 - String(number).count) + String(number)
            let result = try Airkit.run(["doctor", "--explain", id], in: Airkit.fixtures)
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("\(id) ("))
            #expect(result.standardOutput.contains("\n\nFix"))
            #expect(result.standardOutput.contains("\n\nSources:\n- "))
        }
    }
}

@Suite("airkit doctor: formats and exit statuses")
struct FormatTests {
    static let cases: [CLICase] = [
        .init(name: "text-clean", arguments: ["doctor", "InfoPlist/Built-Healthy.plist"]),
        .init(name: "text-error", arguments: ["doctor", "InfoPlist/Built-NoDelegate.plist"]),
        .init(name: "text-warning-only", arguments: ["doctor", "InfoPlist/Built-DeprecatedRoleOnly.plist"]),
        .init(name: "text-source-plist", arguments: ["doctor", "InfoPlist/Source-AirKit.plist"]),
        .init(name: "text-binary-non-ascii-module", arguments: ["doctor", "InfoPlist/Built-NonASCIIModule-binary.plist"]),
        .init(name: "json-error", arguments: ["doctor", "InfoPlist/Built-NoDelegate.plist", "--format", "json"]),
        .init(name: "json-inline-format", arguments: ["doctor", "--format=json", "InfoPlist/Built-Healthy-binary.plist"]),
        .init(name: "xcode-error", arguments: ["doctor", "InfoPlist/Built-Unexpanded.plist", "--format", "xcode"]),
        .init(name: "xcode-clean", arguments: ["doctor", "InfoPlist/Built-SDK26.plist", "--format", "xcode"]),
        .init(
            name: "text-no-color-set", arguments: ["doctor", "InfoPlist/Built-NoDelegate.plist"],
            environment: ["NO_COLOR": "1"]),
    ]

    @Test("prints the recorded output and exit status", arguments: cases)
    func recorded(_ command: CLICase) throws {
        try command.runAndCheck()
    }

    @Test("colours text on a terminal")
    func coloursOnTerminal() throws {
        let shown = try Airkit.runOnTerminal(["doctor", "InfoPlist/Built-NoDelegate.plist"], in: Airkit.fixtures)
        #expect(shown.contains("\u{1B}[1;31merror\u{1B}[0m AK004"))
        let plain = try Airkit.run(["doctor", "InfoPlist/Built-NoDelegate.plist"], in: Airkit.fixtures).standardOutput
        #expect(Self.removingEscapes(shown) == plain)
    }

    @Test("honours NO_COLOR on a terminal, and colours again when it is empty", arguments: [("1", false), ("", true)])
    func honoursNoColor(value: String, coloured: Bool) throws {
        let shown = try Airkit.runOnTerminal(
            ["doctor", "InfoPlist/Built-NoDelegate.plist"], in: Airkit.fixtures, environment: ["NO_COLOR": value])
        #expect(shown.contains("\u{1B}[") == coloured)
    }

    @Test("never colours JSON or xcode output, even on a terminal", arguments: ["json", "xcode"])
    func machineFormatsStayPlain(format: String) throws {
        let shown = try Airkit.runOnTerminal(
            ["doctor", "InfoPlist/Built-NoDelegate.plist", "--format", format], in: Airkit.fixtures)
        #expect(!shown.contains("\u{1B}["))
    }

    static func removingEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}

@Suite("airkit doctor: bad input")
struct BadInputTests {
    static let malformed = [
        "empty", "bare-word", "bplist-header-only", "truncated-binary", "cyclic-binary", "truncated-xml", "garbage",
        "deep-nesting", "top-level-array", "latin1-in-xml", "openstep-dictionary",
    ]

    static let cases: [CLICase] =
        malformed.map { name in
            CLICase(name: "bad-plist-\(name)", arguments: ["doctor", "InfoPlist/Malformed/\(name).plist"])
        } + [
            .init(name: "bad-missing-path", arguments: ["doctor", "Nowhere/Banner.app"]),
            .init(name: "bad-folder-with-nothing", arguments: ["doctor", "SwiftSources"]),
            .init(name: "bad-plist-json", arguments: ["doctor", "InfoPlist/Malformed/bare-word.plist", "--format", "json"]),
            .init(name: "bad-plist-shared-objects", arguments: ["doctor", "InfoPlist/Hostile/shared-arrays-10e30.bin"]),
        ]

    @Test("prints one error line naming the file and exits with 2", arguments: cases)
    func recorded(_ command: CLICase) throws {
        try command.runAndCheck()
    }

    @Test("refuses a named pipe at once instead of waiting on it")
    func namedPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/Info.plist", 0o644) == 0)
        let result = try Airkit.run(["doctor", "Info.plist"], in: folder)
        #expect(
            result
                == Airkit.Result(status: 2, standardOutput: "", standardError: "airkit: error: Info.plist: not a regular file\n"))
    }

    @Test("refuses a folder named like an Info.plist inside an app")
    func folderInfoPlist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Banner.app/Info.plist", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Airkit.run(["doctor", "Banner.app"], in: folder)
        #expect(
            result
                == Airkit.Result(
                    status: 2, standardOutput: "",
                    standardError: "airkit: error: Banner.app/Info.plist: is a folder, not a file\n"))
    }
}

/// An app bundle made in a scratch folder from a Mach-O fixture and an Info.plist fixture.
struct BuiltAppCase: CustomTestStringConvertible, Sendable {
    var name: String
    var executable: String
    var infoPlist: String
    var format: String = "text"

    var testDescription: String { name }

    func runAndCheck() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/Banner.app", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Airkit.fixtures + "/InfoPlist/" + infoPlist, toPath: scratch + "/Banner.app/Info.plist")
        try FileManager.default.copyItem(atPath: Airkit.fixtures + "/MachO/" + executable, toPath: scratch + "/Banner.app/Banner")
        let arguments = ["doctor", "Banner.app", "--format", format]
        let result = try Airkit.run(arguments, in: scratch)
        try Expectation(name: name).check(Expectation.record(of: arguments, environment: [:], result: result, scratch: scratch))
    }
}

@Suite("airkit doctor: built apps")
struct BuiltAppCLITests {
    static let cases: [BuiltAppCase] = [
        .init(name: "app-clean", executable: "App-sdk27-delegate", infoPlist: "Built-Healthy.plist"),
        .init(name: "app-sdk27-no-accessory", executable: "App-sdk27-none", infoPlist: "Built-ModuleQualifiedDelegate.plist"),
        .init(name: "app-sdk26-xcode", executable: "App-sdk26-none", infoPlist: "Built-SDK26.plist", format: "xcode"),
        .init(
            name: "app-fat-json", executable: "App-sdk27-accessory-fat", infoPlist: "Built-Healthy-binary.plist", format: "json"),
        .init(name: "bad-macho-truncated-header", executable: "Hostile-truncated-header", infoPlist: "Built-Healthy.plist"),
        .init(name: "bad-macho-fat-in-fat", executable: "Hostile-fat-in-fat", infoPlist: "Built-Healthy.plist"),
        .init(name: "bad-macho-text", executable: "Hostile-text.txt", infoPlist: "Built-Healthy.plist"),
    ]

    @Test("prints the recorded output and exit status", arguments: cases)
    func recorded(_ command: BuiltAppCase) throws {
        try command.runAndCheck()
    }
}

@Suite("airkit doctor: projects")
struct ProjectCLITests {
    static let cases: [CLICase] = [
        .init(name: "main-job-banner-example", arguments: ["doctor", "Examples/Banner"], folder: .repository),
        .init(name: "project-generated", arguments: ["doctor", "Projects/Generated"]),
        .init(name: "project-with-product-json", arguments: ["doctor", "Projects/GeneratedWithProduct", "--format", "json"]),
        .init(name: "project-uikit-xcode", arguments: ["doctor", "Projects/UIKitDelegate", "--format", "xcode"]),
        .init(name: "project-key-window-xcodeproj", arguments: ["doctor", "Projects/KeyWindow/KeyWindow.xcodeproj"]),
        .init(name: "project-non-ascii-pbxproj", arguments: ["doctor", "Projects/NonASCIIModule/横幅.xcodeproj/project.pbxproj"]),
        .init(name: "project-no-source", arguments: ["doctor", "Projects/NoSource"]),
        .init(name: "project-missing-info-plist", arguments: ["doctor", "Projects/MissingInfoPlist"]),
        .init(name: "bad-project-latin1", arguments: ["doctor", "Projects/Latin1"]),
    ]

    @Test("prints the recorded output and exit status", arguments: cases)
    func recorded(_ command: CLICase) throws {
        try command.runAndCheck()
    }
}
