import AirKitDoctor
import Foundation
import TestSupport
import Testing

@testable import AirKitSetup

/// What setup prints and writes on projects built to make it misbehave: nothing it prints can
/// act on a terminal or a CI runner, and what it writes is what it reports.
@Suite("setup: output that cannot act, and writes that say what they did")
struct SetupOutputAndWritesTests {
    static let packageURL = "https://github.com/example/AirKit.git"

    /// The workflow commands the GitHub Actions runner would run in `output`: it ends a line at
    /// LF, CRLF or a lone CR, and runs none between `::stop-commands::TOKEN` and `::TOKEN::`.
    static func runnerCommands(_ output: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in output.unicodeScalars {
            if scalar == "\n" {
                if previous != "\r" { lines.append(current) }
                current = ""
            } else if scalar == "\r" {
                lines.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        lines.append(current)
        var stopToken: String?
        var commands: [String] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let token = stopToken {
                if trimmed == "::\(token)::" { stopToken = nil }
                continue
            }
            if trimmed.hasPrefix("::stop-commands::") {
                stopToken = String(trimmed.dropFirst("::stop-commands::".count))
            } else if trimmed.hasPrefix("::") || line.contains("##[") {
                commands.append(line)
            }
        }
        return commands
    }

    static func dryRun(_ workspace: Workspace, _ arguments: [String] = []) throws -> CapturedProcess.Result {
        try CapturedProcess.run(
            try AirkitCommand.executable, ["setup", ".", "--dry-run"] + arguments, in: workspace.root,
            environment: ["PATH": "/usr/bin:/bin", "GITHUB_ACTIONS": "true"])
    }

    /// NoManifest.plist with `key` set to `value`, written in place of Plain's Info.plist; binary
    /// when asked (written by Foundation here, as the test's own input).
    static func plain(adding key: String, _ value: String, binary: Bool = false, app: Workspace.PlainApp) throws
        -> Workspace
    {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: app)
        let data = try workspace.data("Plain/Info.plist")
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        plist[key] = value
        let written = try PropertyListSerialization.data(fromPropertyList: plist, format: binary ? .binary : .xml, options: 0)
        try written.write(to: URL(fileURLWithPath: workspace.path("Plain/Info.plist")))
        return workspace
    }

    // MARK: - Item 9: a lone carriage return in a diff line

    @Test("a raw carriage return in a comment of the Info.plist runs no workflow command from the dry run's diff")
    func loneCarriageReturnInAComment() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let text = try String(contentsOfFile: workspace.path("Plain/Info.plist"), encoding: .utf8)
        let hostile = text.replacingOccurrences(of: "\t</data>\n</dict>", with: "\t</data>\n\t<!-- x\r::error::FAKE -->\n</dict>")
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: workspace.path("Plain/Info.plist")))
        let result = try Self.dryRun(workspace)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("FAKE"), "the line is still in the diff, for patch")
        #expect(Self.runnerCommands(result.standardOutput) == [])
    }

    // MARK: - Item 10: control characters in the storyboard name --adopt-scenes copies

    @Test(
        "--adopt-scenes refuses a storyboard name holding a control character, and changes nothing",
        arguments: ["Main\u{1B}[31m", "Main\r::error::FAKE"])
    func storyboardWithControlCharacter(name: String) throws {
        let workspace = try Self.plain(adding: "UIMainStoryboardFile", name, app: .uiKit)
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let arguments = ["--adopt-scenes", "--add-package", Self.packageURL]
        let dry = try Self.dryRun(workspace, arguments)
        #expect(Self.runnerCommands(dry.standardOutput + dry.standardError) == [])
        #expect(!(dry.standardOutput + dry.standardError).contains("\u{1B}"))
        let result = try AirkitCommand.run(["setup", "."] + arguments, in: workspace.root)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.errors.contains("UIMainStoryboardFile"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(try workspace.snapshot() == before)
    }

    // MARK: - Items 9 and 11: a binary Info.plist in the dry run

    @Test("a binary Info.plist's change is shown as XML in comment lines, with nothing that can act")
    func binaryInfoPlistDiff() throws {
        let workspace = try Self.plain(adding: "Note", "x\r::error::FAKE \u{1B}[31m\u{0}", binary: true, app: .swiftUI)
        defer { workspace.remove() }
        let result = try Self.dryRun(workspace)
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(Self.runnerCommands(output) == [])
        #expect(
            !output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0 == "\u{FFFD}" }, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("# ") && $0.contains("binary property list") }, "\(lines)")
        #expect(lines.contains("# +\t\t\t<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("+++ ") || $0.hasPrefix("--- ") }, "no diff patch would apply to the binary file")
    }

    // MARK: - Item 13: conditional deployment targets

    @Test("--raise-deployment-target raises the [sdk=iphoneos*] condition that wins for device builds")
    func raisesConditionalDeploymentTarget() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let pbxproj = workspace.path("Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        let hostile = text.replacingOccurrences(
            of: "\t\t\t\tINFOPLIST_FILE = Plain/Info.plist;\n",
            with: "\t\t\t\tINFOPLIST_FILE = Plain/Info.plist;\n\t\t\t\t\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 15.0;\n")
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: pbxproj))
        let result = try AirkitCommand.run(
            ["setup", ".", "--add-package", Self.packageURL, "--raise-deployment-target"], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        let report = try AirkitCommand.run(["doctor", ".", "--format", "json"], in: workspace.root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
        let apps = try #require(json["apps"] as? [[String: Any]])
        #expect(apps.first?["deploymentTarget"] as? String == "17.0", "\(report.output)")
        #expect(result.output.contains("IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 17.0"), "\(result.output)")
    }

    // MARK: - Item 14: what could not be removed is not reported as removed

    @Test("an entry named like setup's leftovers that is a folder is left, and not reported as removed")
    func leftoverNamedFolder() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let gone = try InterruptedSetupTests.processThatIsGone()
        let folder = workspace.path("Plain/.Info.plist.airkit-setup-\(gone)-1.new")
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: folder + "/inside"))
        #expect(!result.output.contains("removed Plain/.Info.plist.airkit-setup-"), "\(result.output)")
    }

    @Test("a leftover setup cannot remove is reported as left, with the reason")
    func leftoverThatCannotBeRemoved() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let gone = try InterruptedSetupTests.processThatIsGone()
        let leftover = workspace.path("Plain/.Info.plist.airkit-setup-\(gone)-1.new")
        try Data("left".utf8).write(to: URL(fileURLWithPath: leftover))
        let plan = try ProjectSetup().plan(workspace.root)
        #expect(plan.leftovers == [leftover])
        let outcome = try ProjectSetup().apply(plan, on: RefusesUnlink())
        let notes = outcome.map(\.description)
        #expect(!notes.contains { $0.contains("removed Plain/.Info.plist.airkit-setup-") }, "\(notes)")
        #expect(
            notes.contains { $0.hasPrefix("left alone: Plain/.Info.plist.airkit-setup-") && $0.contains("cannot be removed") })
    }

    // MARK: - Item 15: one Info.plist named by two paths

    @Test("an Info.plist named through a link by one configuration and directly by another is planned once")
    func infoPlistNamedByTwoPaths() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Linked"), withDestinationPath: "Plain")
        let pbxproj = workspace.path("Plain.xcodeproj/project.pbxproj")
        var text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        let range = try #require(text.range(of: "INFOPLIST_FILE = Plain/Info.plist;", options: .backwards))
        text.replaceSubrange(range, with: "INFOPLIST_FILE = Linked/Info.plist;")
        try Data(text.utf8).write(to: URL(fileURLWithPath: pbxproj))
        let plan = try ProjectSetup().plan(workspace.root)
        #expect(plan.files.filter { $0.kind == .infoPlist }.count == 1, "\(plan.files.map(\.path))")
        try ProjectSetup().apply(plan)
        #expect(try ProjectSetup().plan(workspace.root).files.isEmpty)
    }
}

/// The system's calls, except that nothing can be removed.
private struct RefusesUnlink: ForwardingFileSystem {
    func unlink(_ path: String) -> Int32 {
        errno = EPERM
        return -1
    }
}
