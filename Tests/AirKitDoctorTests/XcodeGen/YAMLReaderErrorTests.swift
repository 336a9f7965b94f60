import AirKitDoctor
import Foundation
import TestSupport
import Testing

@Suite("YAMLReader: malformed and hostile input gives a one-line error with its line")
struct YAMLReaderErrorTests {
    private func error(_ text: String) -> YAMLError? {
        error(Data(text.utf8))
    }

    private func error(_ data: Data) -> YAMLError? {
        do {
            _ = try YAMLReader.parse(data)
            return nil
        } catch {
            return error
        }
    }

    /// Found by Fuzz/run.sh FuzzYAML: the message quoted text holding a line break.
    @Test("An error that quotes text with control characters is still one line")
    func quotedControlCharactersStayOnOneLine() throws {
        let data = try TestFiles.data("YAML/fuzz-error-with-newline.yml")
        let failure = try #require(error(data))
        #expect(!failure.description.contains("\n"))
        #expect(!failure.description.contains("\u{07}"))
        #expect(!failure.description.contains("\0"))
    }

    @Test("A tab in indentation is refused on its line, a tab after a key is not")
    func tabs() throws {
        let failure = try #require(error("targets:\n\tApp:\n    type: application\n"))
        #expect(failure.line == 2)
        #expect(failure.description == "line 2: tab in indentation (YAML allows only spaces)")
        #expect(error("key:\tvalue\n") == nil)
    }

    @Test("Truncated files: unclosed quotes and brackets name the line they open on")
    func truncated() {
        #expect(error("name: App\ntitle: \"The Big\n") == YAMLError(line: 2, "unterminated quoted string (it opens here)"))
        #expect(error("a:\n  b: [x, y\n")?.description == "line 3: file ends inside the '[' opened on line 2")
        #expect(error("a: {k: v\n")?.line == 2)
        #expect(error("a: 'open") != nil)
    }

    @Test("Bad indentation, stray text and list items among keys are refused")
    func structure() {
        #expect(error("a: 1\n   b: 2\n") == YAMLError(line: 2, "unexpected indentation"))
        #expect(error("a:\n  b: 1\n  - c\n")?.line == 3)
        #expect(error("a: b: c\n")?.line == 1)
        #expect(error("a: [x] y\n")?.line == 1)
        #expect(error("a: 1\nb\nc: 2\n")?.line == 2)
    }

    @Test("Unsupported YAML is reported, not guessed: complex keys, several documents, unknown escapes and aliases")
    func unsupported() {
        #expect(error("? complex\n: value\n")?.description == "line 1: complex mapping keys ('? key') are not supported")
        #expect(error("a: 1\n? complex\n: value\n")?.description == "line 2: complex mapping keys ('? key') are not supported")
        #expect(error("a: 1\n---\nb: 2\n")?.description == "line 2: several YAML documents are not supported")
        #expect(error("a: \"\\q\"\n")?.line == 1)
        #expect(error("a: *nowhere\n") == YAMLError(line: 1, "unknown alias '*nowhere'"))
        #expect(error("a: 1\n<<: 2\n")?.line == 2)
    }

    @Test("Text that is not UTF-8 is refused with the line of the bad byte")
    func notUTF8() {
        var data = Data("name: App\nvalue: ".utf8)
        data.append(0xE9)
        #expect(error(data) == YAMLError(line: 2, "not UTF-8 text"))
    }

    @Test("Deep nesting stops at the depth limit instead of overflowing the stack")
    func deepNesting() {
        let flow = String(repeating: "[", count: 100_000)
        #expect(error("a: \(flow)")?.message == "nested deeper than \(YAMLReader.maximumDepth) levels")
        var block = ""
        for level in 0..<1_000 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(error(block)?.message == "nested deeper than \(YAMLReader.maximumDepth) levels")
        let items = String(repeating: "- ", count: 5_000) + "x\n"
        #expect(error(items)?.message == "nested deeper than \(YAMLReader.maximumDepth) levels")
    }

    @Test("Aliases nested in anchors cannot build a tree deeper than the depth limit")
    func deepThroughAliases() {
        let deep = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
        let text =
            "a: &a \(deep)\nb: &b [[[[*a]]]]\nc: &c " + String(repeating: "[", count: 100) + "*b"
            + String(repeating: "]", count: 100)
        let failure = error(text)
        #expect(failure?.line == 3)
        #expect(failure?.message == "nested deeper than \(YAMLReader.maximumDepth) levels (through aliases)")
    }

    @Test("Aliases that expand exponentially stop at the node budget")
    func billionLaughs() {
        var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(error(text)?.message == "more than \(YAMLReader.maximumNodes) values (aliases included)")
    }

    @Test("Files over the size limit are refused before parsing")
    func huge() {
        let data = Data(repeating: UInt8(ascii: "a"), count: YAMLReader.maximumSize + 1)
        #expect(error(data) == YAMLError(line: nil, "larger than 8 MB, not a project spec"))
    }

    @Test("A large valid spec just under the limit parses")
    func largeValid() throws {
        var text = "targets:\n"
        for index in 0..<20_000 { text += "  T\(index):\n    type: framework\n    sources: [S\(index)]\n" }
        let root = try YAMLReader.parse(text)
        #expect(root["targets"]?.entries?.count == 20_000)
        #expect(root["targets"]?["T19999"]?["sources"]?.stringList == ["S19999"])
    }

    @Test("Every prefix of a real spec either parses or throws, never traps")
    func everyPrefix() throws {
        let data = try TestFiles.data("XcodeGen/SceneManifestApp/project.yml")
        var failures = 0
        for length in 0...data.count where error(data.prefix(length)) != nil { failures += 1 }
        #expect(failures > 0)
        #expect(error(data) == nil)
    }

    @Test("Random YAML-like bytes either parse or throw, never trap", arguments: [1, 2, 3] as [UInt64])
    func randomBytes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array(" \n\t-:[]{},'\"#&*!|>?abc0".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
            _ = error(Data(bytes))
        }
    }
}
