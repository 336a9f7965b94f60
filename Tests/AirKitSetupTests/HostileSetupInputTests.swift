import AirKitSetup
import Foundation
import TestSupport
import Testing

/// Setup's command line on names from a hostile project or a careless script: what reaches the
/// terminal, what `patch` would apply, and what setup would write into the Info.plist.
@Suite("setup: hostile names in paths and options", .serialized)
struct HostileSetupInputTests {
    /// The `Plain` project with its app folder renamed to `folder`, and `INFOPLIST_FILE` following it.
    private func plain(folder: String) throws -> Workspace {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        try FileManager.default.createDirectory(
            atPath: (workspace.path(folder) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: workspace.path("Plain"), toPath: workspace.path(folder))
        let file = workspace.path("Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let quoted =
            "\"" + folder.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "/Info.plist\""
        try text.replacingOccurrences(of: "INFOPLIST_FILE = Plain/Info.plist;", with: "INFOPLIST_FILE = \(quoted);")
            .replacingOccurrences(
                of: "path = Plain;", with: "path = \(quoted.replacingOccurrences(of: "/Info.plist", with: ""));"
            )
            .write(toFile: file, atomically: true, encoding: .utf8)
        return workspace
    }

    @Test("--dry-run headers are quoted: no escape sequence reaches the terminal, no header is forged, patch still applies it")
    func dryRunHeaders() throws {
        let folder = "odd\n+++ b/FAKE\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}\u{1B}[2J ##[error]x"
        let workspace = try plain(folder: folder)
        let applied = try plain(folder: folder)
        defer {
            workspace.remove()
            applied.remove()
        }
        let result = try AirkitCommand.run(["setup", ".", "--dry-run"], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"), "\(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("+++ b/FAKE") }, "\(result.output)")
        #expect(!lines.contains { $0.contains("##[") }, "\(result.output)")
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: workspace.path("changes.diff")))
        #expect(AirkitCommand.system("/usr/bin/patch", ["-p1", "-s", "-i", "changes.diff"], in: workspace.root) == 0)
        try FileManager.default.removeItem(atPath: workspace.path("changes.diff"))
        #expect(try AirkitCommand.run(["setup", "."], in: applied.root).status == 0)
        #expect(try workspace.snapshot() == applied.snapshot())
    }

    @Test(
        "--delegate takes only an Objective-C class name or Swift's Module.Class: anything else is a usage error",
        arguments: [
            "Bad\nName", "Bad\u{1}Name", "Bad Name", "1Bad", "A.B.C", ".Bad", "Bad.", "Bad<x>", "Bad&amp;", "", "Ünïcode",
        ])
    func invalidDelegate(name: String) throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup", ".", "--delegate", name], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("airkit: error: "), "\(result.errors)")
        #expect(result.errors.contains("--delegate"), "\(result.errors)")
        #expect(try workspace.snapshot() == before)
    }

    @Test(
        "--delegate accepts a class name and Swift's Module.Class",
        arguments: ["ExternalSceneDelegate", "My_App.Scene2Delegate", "_Private"])
    func validDelegate(name: String) throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let result = try AirkitCommand.run(["setup", ".", "--delegate", name], in: workspace.root)
        #expect(result.status == 0, "\(result.errors)")
        let plist = try PlistChecks.dictionary(try workspace.data("Plain/Info.plist"))
        #expect(PlistChecks.roleEntries(plist).first?["UISceneDelegateClassName"] as? String == name)
    }

    @Test("the library refuses a delegate name that is not a class name too, with nothing planned")
    func libraryRefusesInvalidDelegate() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let setup = ProjectSetup(options: SetupOptions(delegateClassName: "Bad\nName"))
        let error = #expect(throws: SetupError.self) { try setup.plan(workspace.root) }
        #expect(error?.description.contains("\n") == false)
    }

    @Test(
        "--dry-run lines from the files themselves run no CI command, and patch still applies them",
        arguments: [false, true])
    func dryRunFileLines(underActions: Bool) throws {
        let text = try String(contentsOfFile: Workspace.fixtures + "/InfoPlists/NoManifest.plist", encoding: .utf8)
        let hostile = text.replacingOccurrences(
            of: "\t</data>\n</dict>",
            with:
                "\t</data>\n\t<key>Note</key>\n\t<string>first\n  ::error file=Info.plist::FAKE ##[warning]FAKE</string>\n</dict>"
        )
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        let applied = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer {
            workspace.remove()
            applied.remove()
        }
        for copy in [workspace, applied] { try Data(hostile.utf8).write(to: URL(fileURLWithPath: copy.path("Plain/Info.plist"))) }
        let environment = ["PATH": "/usr/bin:/bin"].merging(underActions ? ["GITHUB_ACTIONS": "true"] : [:]) { $1 }
        let result = try CapturedProcess.run(
            try AirkitCommand.executable, ["setup", ".", "--dry-run"], in: workspace.root, environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!lines.contains { $0.hasPrefix(" ") && $0.drop { $0.isWhitespace }.hasPrefix("::") }, "\(lines)")
        #expect(lines.contains("-  ::error file=Info.plist::FAKE ##[warning]FAKE</string>"), "the line is still in the diff")
        if underActions {
            let stop = try #require(lines.firstIndex { $0.hasPrefix("::stop-commands::") }, "\(lines)")
            let token = lines[stop].dropFirst("::stop-commands::".count)
            let resume = try #require(lines.firstIndex(of: "::\(token)::"), "\(lines)")
            #expect(token.count >= 16)
            #expect(lines.indices.filter { lines[$0].contains("##[") }.allSatisfy { $0 > stop && $0 < resume })
        } else {
            #expect(!lines.contains { $0.hasPrefix("::stop-commands::") })
        }
        try Data(result.standardOutput.utf8).write(to: URL(fileURLWithPath: workspace.path("changes.diff")))
        #expect(AirkitCommand.system("/usr/bin/patch", ["-p1", "-s", "-i", "changes.diff"], in: workspace.root) == 0)
        try FileManager.default.removeItem(atPath: workspace.path("changes.diff"))
        #expect(try AirkitCommand.run(["setup", "."], in: applied.root).status == 0)
        #expect(try workspace.snapshot() == applied.snapshot())
    }
}
