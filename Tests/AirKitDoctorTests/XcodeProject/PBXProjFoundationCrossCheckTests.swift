import AirKitDoctor
import Foundation
import Testing

/// The parser must read every well-formed file exactly as `PropertyListSerialization` does.
@Suite("PBXProjParser agrees with PropertyListSerialization")
struct PBXProjFoundationCrossCheckTests {
    @Test("Every fixture Foundation accepts parses to the same tree", arguments: XcodeProjectFixtures.allPBXProjFiles)
    func fixture(path: String) throws {
        let data = try XcodeProjectFixtures.contents(of: path)
        let expected = PlainValue.parsedByFoundation(data)
        // Foundation reads text without braces (empty, comments only, `a = b;`) as a "strings
        // file" dictionary; a pbxproj always has braces, so the parser refuses such text.
        let isStringsFileFallback =
            expected.map { value in
                if case .dictionary = value { !data.contains(UInt8(ascii: "{")) } else { false }
            } ?? false
        guard let expected, !isStringsFileFallback else {
            #expect(throws: PBXProjParseError.self, "\(path)") { try PBXProjParser.parse(data) }
            return
        }
        let ours = PlainValue(try PBXProjParser.parse(data))
        #expect(ours == expected, "\(path)")
    }

    @Test("Generated projects with escapes, comments and odd spacing parse to Foundation's tree", arguments: 0..<150)
    func generated(seed: UInt64) throws {
        var generator = OpenStepTextGenerator(seed: seed)
        let text = generator.file()
        let data = Data(text.utf8)
        let expected = try #require(PlainValue.parsedByFoundation(data), "Foundation refused seed \(seed):\n\(text)")
        let ours = PlainValue(try PBXProjParser.parse(data))
        #expect(ours == expected, "seed \(seed):\n\(text)")
    }

    @Test("The benchmark-shaped project of 2,000 files agrees with Foundation")
    func largeGeneratedProject() throws {
        let text = LargeProjectText.make(swiftFiles: 2_000)
        let data = Data(text.utf8)
        let expected = try #require(PlainValue.parsedByFoundation(data))
        #expect(PlainValue(try PBXProjParser.parse(data)) == expected)
    }
}

/// Every line the parser reports points at the text it belongs to.
@Suite("PBXProjParser lines match the text")
struct PBXProjLineTests {
    @Test(
        "Each key stands on its reported line, and so does each single-line string value",
        arguments: ["GroupsApp", "SyncedApp", "PartlyBroken"])
    func linesPointAtTheText(project: String) throws {
        let path = XcodeProjectFixtures.pbxprojPath(ofProject: project)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var checked = 0
        func visit(_ value: PBXValue) {
            switch value {
            case .string(let string, let line):
                if !string.isEmpty, !string.contains("\""), !string.contains("\\") {
                    #expect(lines[line - 1].contains(string), "line \(line) should hold \(string)")
                    checked += 1
                }
            case .array(let elements, _):
                elements.forEach(visit)
            case .dictionary(let dictionary, _):
                for entry in dictionary.entries {
                    #expect(lines[entry.keyLine - 1].contains(entry.key), "line \(entry.keyLine) should hold \(entry.key)")
                    checked += 1
                    visit(entry.value)
                }
            }
        }
        visit(try PBXProjParser.parse(Data(text.utf8)))
        #expect(checked > 100)
    }
}
