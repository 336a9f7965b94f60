import Foundation
import Testing

/// A scratch folder holding an Info.plist at a path with a newline, a tab and an escape sequence
/// that sets the terminal's title.
private struct HostilePath {
    static let folder = "odd\nname\u{1B}]0;owned\u{7}"
    static let file = "Built\tNoRole.plist"
    static let relative = folder + "/" + file
    static let escaped = "odd\\nname\\u{1B}]0;owned\\u{7}/Built\\tNoRole.plist"
    static let appName = "Ban\tner"

    let scratch: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch + "/" + Self.folder, withIntermediateDirectories: true)
        // The app is named from CFBundleName, so the name carries a tab too.
        let text = try String(contentsOfFile: Airkit.fixtures + "/InfoPlist/Built-NoDelegate.plist", encoding: .utf8)
        try text.replacingOccurrences(of: "<string>Banner</string>", with: "<string>\(Self.appName)</string>")
            .write(toFile: scratch + "/" + Self.relative, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: scratch)
    }
}

@Suite("airkit doctor: paths with control characters")
struct PathEscapingTests {
    @Test("text output escapes the path in the Read: list, the file heading and the app name")
    func text() throws {
        let hostile = try HostilePath()
        defer { hostile.remove() }
        let result = try Airkit.run(["doctor", HostilePath.relative], in: hostile.scratch)
        #expect(result.status == 1)
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardOutput.contains("\t"))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Ban\\tner")
        #expect(lines.contains { $0.hasPrefix("  Read: \(HostilePath.escaped) (built Info.plist") })
        #expect(lines.contains("  \(HostilePath.escaped)"))
        #expect(!lines.contains { $0.hasPrefix("name") })
    }

    @Test("xcode output keeps one finding per line, with the absolute path escaped")
    func xcode() throws {
        let hostile = try HostilePath()
        defer { hostile.remove() }
        let result = try Airkit.run(["doctor", HostilePath.relative, "--format", "xcode"], in: hostile.scratch)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardOutput.contains("\t"))
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("\(hostile.scratch)/\(HostilePath.escaped):33: error: AK004: ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("note: Ban\\tner: ") })
    }

    @Test("JSON escapes control characters itself and gives the path back exactly")
    func json() throws {
        let hostile = try HostilePath()
        defer { hostile.remove() }
        let result = try Airkit.run(["doctor", HostilePath.relative, "--format", "json"], in: hostile.scratch)
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardOutput.contains("\t"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["path"] as? String == HostilePath.relative)
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        let finding = try #require((app["findings"] as? [[String: Any]])?.first)
        #expect(finding["path"] as? String == HostilePath.relative)
    }

    @Test("on a terminal, an escape sequence in a path does not reach it raw")
    func terminal() throws {
        let hostile = try HostilePath()
        defer { hostile.remove() }
        let shown = try Airkit.runOnTerminal(["doctor", HostilePath.relative], in: hostile.scratch)
        #expect(shown.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(!FormatTests.removingEscapes(shown).contains("\u{1B}"))
        #expect(shown.contains(HostilePath.escaped))
    }

    @Test("an unreadable path is one escaped line on stderr")
    func errorLine() throws {
        let result = try Airkit.run(["doctor", "Nowhere\n\u{1B}[2J/Banner.app"], in: Airkit.fixtures)
        #expect(result.status == 2)
        #expect(result.standardError == "airkit: error: Nowhere\\n\\u{1B}[2J/Banner.app: no such file or directory\n")
    }

    @Test("a usage error quoting a control character escapes it")
    func usageError() throws {
        let result = try Airkit.run(["doctor", "--fo\u{1B}[2Jrmat", "InfoPlist"], in: Airkit.fixtures)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("airkit: error: unknown option '--fo\\u{1B}[2Jrmat'\nUsage: "))
    }
}
