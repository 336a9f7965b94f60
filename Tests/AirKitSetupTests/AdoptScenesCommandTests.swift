import AirKitConfiguration
import Foundation
import TestSupport
import Testing

/// The `airkit setup` line AK021's fix prints is one a person can paste into a shell as it is: it
/// names the app's project and target, and AirKit's address as the README asks a user to set it
/// (`"$AIRKIT_URL"` until the repository has a public home), never a placeholder such as `<URL>`
/// that a shell reads as a redirection.
@Suite("setup: the command AK021 prints runs as written")
struct AdoptScenesCommandTests {
    /// What a user sets once, as the README's Install section says.
    static let address = "https://github.com/example/AirKit.git"

    @Test("pasted into sh with AIRKIT_URL set, the printed command adopts the scene life cycle, and AK021 is gone")
    func printedCommandRuns() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist")
        defer { workspace.remove() }
        let command = try #require(try Self.printedCommand(in: workspace.root))
        #expect(!command.contains("<") && !command.contains(">"), "a placeholder in \(command)")

        let result = try Self.shell(command, in: workspace.root, environment: [AirKitRelease.urlVariable: Self.address])
        #expect(result.status == 0, "\(command): \(result.standardError)")
        #expect(result.standardOutput.contains("AirKitAppSceneDelegate"))
        #expect(try Self.printedCommand(in: workspace.root) == nil, "AK021 is still reported after \(command)")
    }

    @Test("pasted with AIRKIT_URL unset, it stops with one line that names the variable and changes nothing")
    func unsetVariableIsNamed() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist")
        defer { workspace.remove() }
        let command = try #require(try Self.printedCommand(in: workspace.root))
        let before = try workspace.snapshot()
        let result = try Self.shell(command, in: workspace.root, environment: [:])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("airkit: error: empty value for '--add-package'; give AirKit's address"))
        #expect(result.standardError.contains(AirKitRelease.urlVariable))
        #expect(try workspace.snapshot() == before)
    }

    @Test(
        "a project's names reach setup as they are, whatever a shell would make of them",
        arguments: ["Plain", "My App", "it's", "$(touch pwned)", "`touch pwned`", "a;b|c&d", "*", "", "-x"])
    func wordsAreQuoted(word: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-words-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.shell("printf '%s\\n' \(SetupCommand.shellWord(word))", in: folder, environment: [:])
        #expect(result.standardOutput == word + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned"))
    }

    @Test("a name with a control character gets no command, only the options to give setup")
    func controlCharactersGetNoCommand() {
        #expect(SetupCommand(project: "App.xcodeproj", targetName: "A\nB", adoptsScenes: true).line == nil)
        let line = SetupCommand(project: "My App.xcodeproj", targetName: "App", adoptsScenes: true, addsPackage: true).line
        #expect(line == "airkit setup 'My App.xcodeproj' --target App --adopt-scenes --add-package \"$AIRKIT_URL\"")
    }

    /// The `airkit setup …` command in AK021's fix, as `airkit doctor . --format json` prints it, or
    /// `nil` when the doctor reports no AK021.
    static func printedCommand(in folder: String) throws -> String? {
        let result = try AirkitCommand.run(["doctor", ".", "--format", "json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let apps = report["apps"] as? [[String: Any]] ?? []
        let findings = apps.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        guard let fix = findings.first(where: { $0["id"] as? String == "AK021" })?["fix"] as? String else { return nil }
        let command = try #require(fix.firstMatch(of: /`(airkit setup [^`]*)`/), "no setup command in: \(fix)")
        return String(command.output.1)
    }

    /// Runs `line` with `/bin/sh`, with the built `airkit` first on the PATH and `environment` added.
    static func shell(_ line: String, in folder: String, environment: [String: String]) throws -> CapturedProcess.Result {
        var variables = ProcessInfo.processInfo.environment
        variables[AirKitRelease.urlVariable] = nil
        let tools = URL(fileURLWithPath: try AirkitCommand.executable).deletingLastPathComponent().path
        variables["PATH"] = tools + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        variables.merge(environment) { $1 }
        return try CapturedProcess.run("/bin/sh", ["-c", line], in: folder, environment: variables)
    }
}
