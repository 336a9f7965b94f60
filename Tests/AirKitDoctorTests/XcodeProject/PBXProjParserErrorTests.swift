import AirKitDoctor
import Foundation
import TestSupport
import Testing

@Suite("PBXProjParser: malformed input")
struct PBXProjParserErrorTests {
    @Test(
        "Each hostile fixture gives a one-line error with its line",
        arguments: [
            ("latin1-byte.pbxproj", "not UTF-8 (byte 0xE9 at line 7)"),
            ("nul-byte.pbxproj", "NUL byte at line 2"),
            ("deep-nesting.pbxproj", "line 2: nesting deeper than 512 levels"),
            ("truncated.pbxproj", "line 6: file ends inside the dictionary opened on line 2"),
            ("unterminated-comment.pbxproj", "line 4: unterminated comment"),
            ("unterminated-string.pbxproj", "line 4: unterminated string"),
            ("empty.pbxproj", "empty file"),
            ("comments-only.pbxproj", "empty file"),
            ("unexpected-brace.pbxproj", "line 4: unexpected '}' (expected a value)"),
            ("missing-semicolon.pbxproj", "line 4: unexpected '}' (expected ';')"),
        ])
    func hostileFixture(name: String, expected: String) throws {
        let data = try XcodeProjectFixtures.contents(of: XcodeProjectFixtures.hostileFile(name))
        #expect(throws: PBXProjParseError.self) { try PBXProjParser.parse(data) }
        do {
            _ = try PBXProjParser.parse(data)
        } catch {
            #expect(error.description == expected)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(
        "Malformed text is refused with the line and what was wrong",
        arguments: [
            ("{\n a = b\n c = d;\n}", "line 3: unexpected 'c' (expected ';')"),
            ("{ a b; }", "line 1: unexpected 'b' (expected '=')"),
            ("{ = b; }", "line 1: unexpected '=' (expected a key or '}')"),
            ("{ a = (b c); }", "line 1: unexpected 'c' (expected ',' or ')')"),
            ("{ a = (,); }", "line 1: unexpected ',' (expected a value)"),
            ("{ a = <0a0b>; }", "line 1: unexpected '<' (expected a value)"),
            ("{ a = b; } x", "line 1: unexpected 'x' (expected end of file)"),
            ("{ a = b; };", "line 1: unexpected ';' (expected end of file)"),
            ("a = b;", "line 1: unexpected '=' (expected end of file)"),
            ("{ a = é; }", "line 1: unexpected 'é' (expected a value)"),
            ("{ a = \u{07}; }", "line 1: unexpected U+0007 (expected a value)"),
            ("{\n a = (\n b,\n", "line 4: file ends inside the array opened on line 2"),
            ("{\n a = \"x\\", "line 2: unterminated string"),
            ("{ a = b; } /", "line 1: unexpected '/' (expected end of file)"),
            ("   \n\t ", "empty file"),
        ])
    func malformedText(text: String, expected: String) {
        do {
            let value = try PBXProjParser.parse(Data(text.utf8))
            Issue.record("parsed \(value) from malformed text")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test(
        "Bytes that are not UTF-8 are refused, naming the byte and its line",
        arguments: [
            ([0x7B, 0x0A, 0xC3, 0x28] as [UInt8], "not UTF-8 (byte 0xC3 at line 2)"),
            ([0x7B, 0xED, 0xA0, 0x80], "not UTF-8 (byte 0xED at line 1)"),
            ([0x7B, 0xC0, 0xAF], "not UTF-8 (byte 0xC0 at line 1)"),
            ([0x7B, 0xF4, 0x90, 0x80, 0x80], "not UTF-8 (byte 0xF4 at line 1)"),
            ([0x7B, 0x0D, 0x0A, 0x0D, 0xFF], "not UTF-8 (byte 0xFF at line 3)"),
            ([0xFF, 0xFE, 0x7B, 0x00], "not UTF-8 (byte 0xFF at line 1)"),
            ([0x7B, 0xE2, 0x82], "not UTF-8 (byte 0xE2 at line 1)"),
            (Array("{ a = \"xxxxxxxxxxxxxxxx\0\"; }".utf8), "NUL byte at line 1"),
        ])
    func invalidEncoding(bytes: [UInt8], expected: String) {
        do {
            _ = try PBXProjParser.parse(Data(bytes))
            Issue.record("parsed invalid bytes")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("Nesting one level past the limit is refused at the line where it happens")
    func nestingPastTheLimit() {
        let depth = PBXProjParser.maximumDepth + 1
        let text = "\n" + String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        do {
            _ = try PBXProjParser.parse(Data(text.utf8))
            Issue.record("parsed \(depth) levels")
        } catch {
            #expect(error.reason == .nestingTooDeep(limit: PBXProjParser.maximumDepth))
            #expect(error.line == 2)
        }
    }

    @Test("Every prefix of a real-shaped project either parses or throws, never traps")
    func everyPrefixOfAFixture() throws {
        let data = try XcodeProjectFixtures.contents(of: XcodeProjectFixtures.pbxprojPath(ofProject: "SyncedApp"))
        var failures = 0
        for length in 0..<data.count {
            do {
                _ = try PBXProjParser.parse(data.prefix(length))
            } catch {
                failures += 1
                #expect(!error.description.contains("\n"))
            }
        }
        // Only the whole file (and prefixes ending after its closing brace) parse.
        #expect(failures >= data.count - 2)
        #expect(try PBXProjParser.parse(data).dictionary != nil)
    }

    @Test("Random byte changes to a project never trap or hang the parser", arguments: 0..<4)
    func randomMutations(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let original = try XcodeProjectFixtures.contents(of: XcodeProjectFixtures.pbxprojPath(ofProject: "GroupsApp"))
        let interesting: [UInt8] = Array("{}();=,\"\\/*\n\r\0é".utf8) + [0xFF, 0xC3]
        for _ in 0..<250 {
            var bytes = [UInt8](original)
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = interesting[Int.random(in: 0..<interesting.count, using: &random)]
            }
            do {
                _ = try PBXProjParser.parse(Data(bytes))
            } catch {
                #expect(error.line.map { $0 >= 1 } ?? true)
            }
        }
    }
}
