import AirKitConfiguration
import Foundation
import Testing

/// A scratch folder holding copies of fixture projects, removed when the test ends.
final class ScratchFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path

    init(copying fixtures: [String] = []) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for fixture in fixtures {
            let name = (fixture as NSString).lastPathComponent
            try FileManager.default.copyItem(atPath: Airkit.fixtures + "/" + fixture, toPath: path + "/" + name)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ text: String, to name: String) throws {
        try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> Airkit.Result {
        try Airkit.run(arguments, in: path)
    }
}

/// The last line of a run's text report: `Checked 1 app: …`.
private func summary(_ result: Airkit.Result) -> String {
    result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
}

@Suite("airkit doctor --fail-on")
struct FailOnTests {
    @Test(
        "fails at the chosen severity and above, and never with never",
        arguments: [
            ("InfoPlist/Built-DeprecatedRoleOnly.plist", nil, Int32(0)),
            ("InfoPlist/Built-DeprecatedRoleOnly.plist", "warning", 1),
            ("InfoPlist/Built-DeprecatedRoleOnly.plist", "note", 1),
            ("InfoPlist/Built-DeprecatedRoleOnly.plist", "error", 0),
            ("InfoPlist/Built-NoDelegate.plist", "never", 0),
            ("InfoPlist/Built-NoDelegate.plist", "warning", 1),
        ] as [(String, String?, Int32)])
    func threshold(path: String, failOn: String?, status: Int32) throws {
        let arguments = ["doctor", path] + (failOn.map { ["--fail-on", $0] } ?? [])
        let result = try Airkit.run(arguments, in: Airkit.fixtures)
        #expect(result.status == status)
        #expect(result.standardError.isEmpty)
    }

    @Test("unreadable input still exits with 2 under --fail-on never")
    func inputErrorsStillFail() throws {
        let result = try Airkit.run(["doctor", "Nowhere/Banner.app", "--fail-on", "never"], in: Airkit.fixtures)
        #expect(result.status == 2)
    }

    @Test("JSON records the threshold and the status it gave")
    func jsonRecordsThreshold() throws {
        let result = try Airkit.run(
            ["doctor", "InfoPlist/Built-DeprecatedRoleOnly.plist", "--fail-on", "warning", "--format", "json"],
            in: Airkit.fixtures)
        #expect(result.standardOutput.contains("\"failOn\" : \"warning\""))
        #expect(result.standardOutput.contains("\"exitStatus\" : 1"))
    }
}

@Suite("airkit doctor --baseline and --write-baseline")
struct BaselineTests {
    @Test("a baseline written today silences today's findings, also after their lines move")
    func roundTrip() throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        let written = try scratch.run(["doctor", "Generated", "--write-baseline", "baseline.json"])
        #expect(written.status == 1)
        let baseline = try scratch.read("baseline.json")
        #expect(baseline.contains("\"id\" : \"AK008\""))
        #expect(baseline.contains("\"path\" : \"Generated/Generated.xcodeproj/project.pbxproj\""))
        #expect(!baseline.contains("line"))

        let pbxproj = "Generated/Generated.xcodeproj/project.pbxproj"
        let original = try scratch.read(pbxproj)
        let moved = original.replacingOccurrences(of: "\n", with: "\n\n\n", options: [], range: original.range(of: "\n"))
        try scratch.write(moved, to: pbxproj)

        let checked = try scratch.run(["doctor", "Generated", "--baseline", "baseline.json"])
        #expect(checked.status == 0)
        #expect(!checked.standardOutput.contains("AK008:"))
        #expect(summary(checked) == "Checked 1 app: no errors, no warnings, no notes; 1 finding not shown (1 in the baseline).")
        #expect(checked.standardOutput.contains("mirrors because"), "the verdicts still say what goes wrong")
    }

    @Test("each recorded finding covers one: a second one of the same ID in the same file is new")
    func countsFindings() throws {
        // Two unstored registrations in one file: two AK010 findings with one ID, app and path.
        let scratch = try ScratchFolder(copying: ["Projects/UIKitDelegate"])
        let controller = "UIKitDelegate/UIKitDelegate/AccessoryViewController.swift"
        let call = "        registerSceneAccessory(UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration))\n"
        let source = try scratch.read(controller)
        try scratch.write(source.replacingOccurrences(of: call, with: call + call), to: controller)
        let written = try scratch.run(["doctor", "UIKitDelegate", "--write-baseline", "baseline.json"])
        #expect(summary(written) == "Checked 1 app: 2 errors, 3 warnings, no notes.")
        let full = try scratch.read("baseline.json")
        let first = try #require(full.range(of: "    {"))
        let second = try #require(full.range(of: "    {", range: first.upperBound..<full.endIndex))
        let end = try #require(full.range(of: "}", range: second.upperBound..<full.endIndex))
        var oneLeft = full
        oneLeft.removeSubrange(first.lowerBound..<second.lowerBound)
        #expect(oneLeft.count < full.count && end.upperBound <= full.endIndex)
        try scratch.write(oneLeft, to: "baseline.json")
        #expect(full[first.lowerBound..<second.lowerBound].contains("\"id\" : \"AK010\""))
        let checked = try scratch.run(["doctor", "UIKitDelegate", "--baseline", "baseline.json"])
        #expect(checked.standardOutput.contains("warning AK010:"))
        #expect(summary(checked) == "Checked 1 app: no errors, 1 warning, no notes; 4 findings not shown (4 in the baseline).")
    }

    @Test(
        "a malformed baseline file is one error line and exit status 2",
        arguments: [
            ("{\"version\": 1}", "not a baseline file"), ("not json", "not a baseline file"),
            ("{\"version\": 9, \"findings\": []}", "baseline version 9 is not supported"),
            (
                "{\"version\": 1, \"findings\": [{\"id\": \"AK999\", \"app\": \"A\", \"path\": \"p\"}]}",
                "baseline names an unknown finding ID 'AK999'"
            ),
        ])
    func malformed(text: String, reason: String) throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        try scratch.write(text, to: "baseline.json")
        let result = try scratch.run(["doctor", "Generated", "--baseline", "baseline.json"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("airkit: error: baseline.json: \(reason)") == true)
    }

    @Test("a missing baseline file is an error, not an empty baseline")
    func missing() throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        let result = try scratch.run(["doctor", "Generated", "--baseline", "none.json"])
        #expect(
            result == .init(status: 2, standardOutput: "", standardError: "airkit: error: none.json: no such file or directory\n")
        )
    }

    @Test("no baseline is written from a run that could not read every input")
    func notWrittenAfterInputErrors() throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        let result = try scratch.run(["doctor", "Generated", "Nowhere", "--write-baseline", "baseline.json"])
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/baseline.json"))
        #expect(result.standardError.contains("airkit: error: baseline.json: baseline not written"))
    }
}

@Suite("airkit doctor --select, --ignore and .airkit.yml")
struct SelectionTests {
    @Test("--ignore and --select leave findings out, say how many, and decide the status")
    func commandLine() throws {
        // NoSource has two errors: AK001, and AK007 for AirKit's delegate without AirKit linked.
        let ignored = try Airkit.run(
            ["doctor", "Projects/NoSource", "--ignore", "ak001", "--ignore", "AK007"], in: Airkit.fixtures)
        #expect(ignored.status == 0)
        #expect(!ignored.standardOutput.contains("AK001:"))
        #expect(summary(ignored) == "Checked 1 app: no errors, no warnings, no notes; 2 findings not shown (2 not selected).")
        let selected = try Airkit.run(["doctor", "Projects/NoSource", "--select", "AK002,AK003"], in: Airkit.fixtures)
        #expect(selected.status == 0)
        let kept = try Airkit.run(["doctor", "Projects/NoSource", "--select", "AK002", "--select", "AK001"], in: Airkit.fixtures)
        #expect(kept.status == 1)
        #expect(kept.standardOutput.contains("error AK001:"))
    }

    @Test("an unknown ID is a usage error")
    func unknownID() throws {
        let result = try Airkit.run(["doctor", "Projects/NoSource", "--ignore", "AK001,AK1"], in: Airkit.fixtures)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "airkit: error: '--ignore': unknown finding ID 'AK1' (known: \(FindingID.catalogueRange))\nUsage: "))
    }

    @Test("settings in .airkit.yml in the scanned folder apply; the command line wins")
    func settingsFile() throws {
        let scratch = try ScratchFolder(copying: ["Projects/NoSource"])
        try scratch.write("# team settings\nignore: [AK001, AK007]\nfail-on: warning\n", to: "NoSource/.airkit.yml")
        let result = try scratch.run(["doctor", "NoSource"])
        #expect(result.status == 0)
        #expect(summary(result).hasSuffix("2 findings not shown (2 not selected)."))
        let overridden = try scratch.run(["doctor", "NoSource", "--select", "AK001"])
        #expect(overridden.status == 0, "ignore from the file and --select add up: AK001 stays ignored")
        try scratch.write("sdk: 26\nignore: [AK007]\n", to: "NoSource/.airkit.yml")
        let older = try scratch.run(["doctor", "NoSource"])
        #expect(older.status == 0)
        #expect(older.standardOutput.contains("note AK018:"))
        let newer = try scratch.run(["doctor", "NoSource", "--sdk", "27"])
        #expect(newer.status == 1)
    }

    @Test(
        "a settings file the doctor cannot use is one error line and exit status 2",
        arguments: [
            ("fail-on: sometimes\n", "line 1: fail-on must be one of: error, warning, note, never"),
            ("ignored: [AK001]\n", "line 1: unknown setting 'ignored' (known: fail-on, ignore, select, sdk)"),
            ("ignore: [AK999]\n", "line 1: unknown finding ID 'AK999' (known: \(FindingID.catalogueRange))"),
            ("sdk: 25\n", "line 1: sdk must be one of: 26, 27"),
            ("- AK001\n", "line 1: expected settings as `key: value` lines"),
            ("ignore: [AK001\n", "line 2: file ends inside the '[' opened on line 1"),
        ])
    func malformed(text: String, reason: String) throws {
        let scratch = try ScratchFolder(copying: ["Projects/NoSource"])
        try scratch.write(text, to: "NoSource/.airkit.yml")
        let result = try scratch.run(["doctor", "NoSource"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.hasPrefix("airkit: error: NoSource/.airkit.yml: \(reason)"))
    }

    @Test("a settings file that is a symbolic link, or too large, is not read")
    func untrustedSettingsFile() throws {
        let scratch = try ScratchFolder(copying: ["Projects/NoSource"])
        try scratch.write("ignore: [AK001]\n", to: "outside.yml")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/NoSource/.airkit.yml", withDestinationPath: scratch.path + "/outside.yml")
        let linked = try scratch.run(["doctor", "NoSource"])
        #expect(linked.status == 2)
        #expect(linked.standardError.contains("NoSource/.airkit.yml: a symbolic link, so not read"))
        try FileManager.default.removeItem(atPath: scratch.path + "/NoSource/.airkit.yml")
        try scratch.write("# " + String(repeating: "x", count: 70_000) + "\n", to: "NoSource/.airkit.yml")
        let large = try scratch.run(["doctor", "NoSource"])
        #expect(large.status == 2)
        #expect(large.standardError.contains("file is too large"))
    }

    @Test("--config names another settings file, which must exist")
    func namedSettingsFile() throws {
        let scratch = try ScratchFolder(copying: ["Projects/NoSource"])
        try scratch.write("ignore: [AK001, AK007]\n", to: "ci.yml")
        #expect(try scratch.run(["doctor", "NoSource", "--config", "ci.yml"]).status == 0)
        let missing = try scratch.run(["doctor", "NoSource", "--config", "none.yml"])
        #expect(
            missing == .init(status: 2, standardOutput: "", standardError: "airkit: error: none.yml: no such file or directory\n")
        )
    }
}

@Suite("airkit doctor --sdk, several PATHs and --output")
struct RunShapeTests {
    @Test("--sdk 26 makes a project-only run's missing scene accessory a note (AK018), not an error")
    func olderSDK() throws {
        let unknown = try Airkit.run(["doctor", "Projects/NoSource"], in: Airkit.fixtures)
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput.contains("error AK001:"))
        let older = try Airkit.run(
            ["doctor", "Projects/NoSource", "--sdk", "26", "--ignore", "AK007"], in: Airkit.fixtures,
            environment: ["COLUMNS": "1000"])
        #expect(older.status == 0)
        #expect(older.standardOutput.contains("note AK018: Built with the iOS 26.0 SDK"))
        #expect(older.standardOutput.contains("taken to be 26 as given"))
        let newer = try Airkit.run(["doctor", "Projects/NoSource", "--sdk", "27"], in: Airkit.fixtures)
        #expect(newer.status == 1)
        #expect(newer.standardOutput.contains("error AK001:"))
    }

    @Test("--sdk never overrides the SDK a built product records")
    func builtProductWins() throws {
        let result = try Airkit.run(["doctor", "InfoPlist/Built-SDK26.plist", "--sdk", "27"], in: Airkit.fixtures)
        let plain = try Airkit.run(["doctor", "InfoPlist/Built-SDK26.plist"], in: Airkit.fixtures)
        #expect(result == plain)
    }

    @Test("several PATHs are checked in one run, in the order given, with one summary")
    func severalPaths() throws {
        let result = try Airkit.run(
            ["doctor", "InfoPlist/Built-Healthy.plist", "InfoPlist/Built-NoDelegate.plist", "--format", "json"],
            in: Airkit.fixtures)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"apps\" : 2"))
        #expect(
            result.standardOutput.contains(
                "\"paths\" : [\n    \"InfoPlist/Built-Healthy.plist\",\n    \"InfoPlist/Built-NoDelegate.plist\"\n  ]"))
        let empty = try Airkit.run(["doctor", "InfoPlist/Built-Healthy.plist", ""], in: Airkit.fixtures)
        #expect(empty.status == 2)
        #expect(empty.standardError.hasPrefix("airkit: error: empty <path>; pass '.' for the current folder\n"))
    }

    @Test("--output writes each format to its file whole, and the run's report to standard output")
    func outputs() throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        let result = try scratch.run([
            "doctor", "Generated", "--output", "sarif=out.sarif", "--output", "markdown=summary.md", "--output", "json=out.json",
        ])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("Generated\n  Verdicts"))
        #expect(try scratch.read("out.sarif").contains("\"version\" : \"2.1.0\""))
        #expect(try scratch.read("summary.md").hasPrefix("## airkit doctor\n"))
        #expect(try scratch.read("out.json").contains("\"schemaVersion\" : 3"))
        let replaced = try scratch.run(["doctor", "Generated", "--format", "github", "--output", "annotations.txt"])
        #expect(replaced.standardOutput.isEmpty)
        #expect(try scratch.read("annotations.txt").hasPrefix("::error file=Generated/Generated.xcodeproj/project.pbxproj,line="))
    }

    @Test("an --output that cannot be written is one error line and 2, and leaves the file as it was")
    func unwritableOutput() throws {
        let scratch = try ScratchFolder(copying: ["Projects/Generated"])
        try FileManager.default.createDirectory(atPath: scratch.path + "/taken", withIntermediateDirectories: true)
        let folder = try scratch.run(["doctor", "Generated", "--output", "json=taken"])
        #expect(folder.status == 2)
        #expect(folder.standardError == "airkit: error: taken: is a folder, not a file\n")
        let nowhere = try scratch.run(["doctor", "Generated", "--output", "json=missing/out.json"])
        #expect(nowhere.status == 2)
        #expect(nowhere.standardError == "airkit: error: missing/out.json: no such folder\n")
        try scratch.write("old\n", to: "kept.json")
        let twice = try scratch.run(["doctor", "Generated", "--output", "json=kept.json", "--output", "sarif=kept.json"])
        #expect(twice.status == 2)
        #expect(twice.standardError.hasPrefix("airkit: error: 'kept.json' is named by two --output options\n"))
        #expect(try scratch.read("kept.json") == "old\n")
    }
}

@Suite("airkit: one error style")
struct ErrorStyleTests {
    @Test("--explain honours text and json and refuses every other format or option in one usage error")
    func explainWithFormat() throws {
        for format in ["xcode", "sarif", "markdown", "github"] {
            let result = try Airkit.run(["doctor", "--explain", "AK001", "--format", format], in: Airkit.fixtures)
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(
                result.standardError.hasPrefix(
                    "airkit: error: '--explain' prints text or json, not '--format \(format)'\nUsage: "))
        }
        let combined = try Airkit.run(["doctor", "--explain", "AK001", "--fail-on", "never"], in: Airkit.fixtures)
        #expect(combined.status == 2)
        #expect(combined.standardError.hasPrefix("airkit: error: '--explain' cannot be combined with '--fail-on'\n"))
    }

    @Test("setup's errors start like the doctor's")
    func setupPrefix() throws {
        let result = try Airkit.run(["setup", "Nowhere"], in: Airkit.fixtures)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("airkit: error: "))
    }
}
