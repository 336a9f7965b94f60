import Foundation
import TestSupport
import Testing

/// A scratch folder for one test, removed at the end.
struct Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Runs `script` with `/bin/sh` in this folder, `$AIRKIT` naming the tool and `arguments` as
    /// `$0`, `$1`, ….
    func shell(_ script: String, arguments: [String] = []) throws -> CapturedProcess.Result {
        try CapturedProcess.run(
            "/bin/sh", ["-c", script] + arguments, in: path,
            environment: ["PATH": "/usr/bin:/bin", "AIRKIT": try Airkit.executable])
    }
}

/// Whether a line of output would run as a GitHub Actions workflow command: the runner takes any
/// line that begins with `::` after leading blanks, and the legacy `##[command]` anywhere in a line.
func isWorkflowCommand(_ line: Substring) -> Bool {
    line.drop(while: { $0.isWhitespace }).hasPrefix("::") || line.contains("##[")
}

@Suite("airkit on hostile inputs: one clear line, nothing forged")
struct HostileInputTests {
    static let noDelegate = Airkit.fixtures + "/InfoPlist/Built-NoDelegate.plist"

    /// Built-NoDelegate.plist with its configuration renamed.
    static func plist(configurationName: String) throws -> Data {
        let text = try String(contentsOfFile: noDelegate, encoding: .utf8)
        return Data(text.replacingOccurrences(of: "<string>AirPlay</string>", with: "<string>\(configurationName)</string>").utf8)
    }

    @Test(
        "no output line is a workflow command, whatever the file names, configuration names and wrapping",
        arguments: ["text", "xcode", "json", "sarif"])
    func noForgedWorkflowCommands(format: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let forged = "::error file=App.swift,line=1::FAKE"
        try scratch.write("\(forged).plist", try Self.plist(configurationName: "x ##[warning]FAKE \(forged)"))
        try scratch.write(
            "  \(forged)/Info.plist", try Self.plist(configurationName: String(repeating: ":", count: 2) + "notice::FAKE"))
        let result = try Airkit.run(["doctor", ".", "--format", format], in: scratch.path, environment: ["COLUMNS": "40"])
        #expect(result.status == 1, "\(result.standardError)")
        let lines = (result.standardOutput + result.standardError).split(separator: "\n")
        let commands = lines.filter(isWorkflowCommand)
        #expect(commands.isEmpty, "\(commands)")
        #expect(result.standardOutput.contains("FAKE"), "the names are still shown")
    }

    @Test("an error line naming a forged command is not one")
    func noForgedCommandInErrorLines() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("x ##[error]FAKE.plist", Data("garbage".utf8))
        let result = try Airkit.run(["doctor", "x ##[error]FAKE.plist"], in: scratch.path)
        #expect(result.status == 2)
        #expect(!result.standardError.split(separator: "\n").contains(where: isWorkflowCommand), "\(result.standardError)")
    }

    @Test("a UTF-16 file that is not XML gives airkit's one line and nothing from CoreFoundation")
    func utf16OpenStepText() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var data = Data([0xFF, 0xFE])
        data.append("{ a = b }".data(using: .utf16LittleEndian) ?? Data())
        try scratch.write("Info.plist", data)
        let result = try Airkit.run(["doctor", "Info.plist"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.standardError == "airkit: error: Info.plist: not an XML or binary property list\n")
    }

    @Test("a path that is not UTF-8 is named as such, not as missing")
    func pathNotUTF8() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("Info.plist", try Data(contentsOf: URL(fileURLWithPath: Self.noDelegate)))
        let result = try scratch.shell(
            #"cp Info.plist "$(printf 'caf\351.plist')" && exec "$AIRKIT" doctor "$(printf 'caf\351.plist')""#)
        #expect(result.status == 2)
        #expect(!result.standardError.contains("no such file"), "\(result.standardError)")
        #expect(result.standardError.contains("not valid UTF-8"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }

    @Test("a folder search names the entries it cannot read because their names are not UTF-8")
    func folderEntryNotUTF8() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("App/Info.plist", try Data(contentsOf: URL(fileURLWithPath: Self.noDelegate)))
        let result = try scratch.shell(
            #"mkdir "$(printf 'Caf\351')" && cp App/Info.plist "$(printf 'Caf\351/Info.plist')" && exec "$AIRKIT" doctor ."#)
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(result.standardError.contains("not valid UTF-8"), "\(result.standardError)")
        #expect(result.standardOutput.contains("App"), "the readable app is still reported")
    }

    @Test("a path longer than the system allows is named as such, not as missing")
    func pathTooLong() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // Folders of 200 characters, 25 deep: over PATH_MAX (4,096) in all, each name within
        // NAME_MAX. Made one level at a time, as no single path to the bottom can be used.
        let name = String(repeating: "d", count: 200)
        let deep = Array(repeating: name, count: 25).joined(separator: "/")
        let make =
            "import os, shutil, sys\nfor _ in range(25):\n    os.mkdir(sys.argv[1]); os.chdir(sys.argv[1])\nshutil.copy(sys.argv[2], 'Info.plist')\n"
        let result = try scratch.shell(
            "python3 -c \"$0\" \(name) '\(Self.noDelegate)' && exec \"$AIRKIT\" doctor '\(deep)/Info.plist'", arguments: [make])
        #expect(result.status == 2)
        #expect(!result.standardError.contains("no such file"), "\(result.standardError)")
        #expect(result.standardError.contains("longer than"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }

    @Test("a folder search names a folder whose path is longer than the system allows, instead of skipping it")
    func folderTooDeep() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("App/Info.plist", try Data(contentsOf: URL(fileURLWithPath: Self.noDelegate)))
        let make = "import os, sys\nos.chdir('Deep')\nfor _ in range(25):\n    os.mkdir(sys.argv[1]); os.chdir(sys.argv[1])\n"
        let result = try scratch.shell(
            "mkdir Deep && python3 -c \"$0\" \(String(repeating: "d", count: 200)) && exec \"$AIRKIT\" doctor .",
            arguments: [make])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("longer than the system allows"), "\(result.standardError)")
        #expect(result.standardOutput.contains("App"), "the readable app is still reported")
    }
}
