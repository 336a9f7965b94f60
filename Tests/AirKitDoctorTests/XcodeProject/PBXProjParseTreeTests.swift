import AirKitDoctor
import Foundation
import Testing

/// The parse tree refers to the file's bytes and builds values when they are read; these tests
/// pin what a caller can rely on whatever is stored.
@Suite("PBXProj parse tree")
struct PBXProjParseTreeTests {
    private func parse(_ text: String) throws -> PBXValue {
        try PBXProjParser.parse(Data(text.utf8))
    }

    @Test("Escaped strings are decoded when read, keys and values alike, with their lines")
    func escapesAreDecodedWhenRead() throws {
        let root = try parse("{\n\"a\\tb\" = \"x\\\"y\\U00e9\";\n  k = \"line\\\none\";\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.keys == ["a\tb", "k"])
        #expect(dictionary["a\tb"] == .string("x\"yé", line: 2))
        #expect(dictionary.entry(forKey: "k")?.keyLine == 3)
        #expect(dictionary["k"]?.string == "line\none")
    }

    @Test("A large dictionary finds keys written with escapes through its hash table")
    func largeDictionaryFindsEscapedKeys() throws {
        let entries = (0..<40).map { "\"k\\U0030\($0)\" = v\($0);" }.joined(separator: "\n")
        let dictionary = try #require(try parse("{\n\(entries)\n}").dictionary)
        #expect(dictionary.count == 40)
        for index in 0..<40 {
            #expect(dictionary["k0\(index)"] == .string("v\(index)", line: index + 2))
        }
        #expect(dictionary["k\\U00300"] == nil)
    }

    @Test("A key repeated in a large dictionary with other spellings counts once, last value wins")
    func repeatedKeysWithEscapesMerge() throws {
        let entries = (0..<20).map { "k\($0) = v\($0);" }.joined(separator: "\n")
        let dictionary = try #require(try parse("{\n\(entries)\n\"k\\U0031\" = last;\n}").dictionary)
        #expect(dictionary.count == 20)
        #expect(dictionary["k1"] == .string("last", line: 22))
        #expect(dictionary.keys.first(where: { $0 == "k1" }) != nil)
        #expect(dictionary.entries[1].key == "k1")
    }

    @Test("Lines come right after LF, CR LF and lone CR, in strings and comments too")
    func linesAfterEveryKindOfBreak() throws {
        let root = try parse("{\r\na = 1;\rb = \"x\r\ny\";\n/* c\r\n */ c = (\n1,\r2\n);\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary["a"]?.line == 2)
        #expect(dictionary["b"]?.line == 3)
        #expect(dictionary.entry(forKey: "c")?.keyLine == 6)
        #expect(dictionary["c"] == .array([.string("1", line: 7), .string("2", line: 8)], line: 6))
    }

    @Test("Parsing a buffer keeps its own copy of the bytes")
    func bufferIsCopied() throws {
        var bytes = Array("{ a = b; }".utf8)
        let root = try bytes.withUnsafeBufferPointer { try PBXProjParser.parse($0) }
        bytes.withUnsafeMutableBufferPointer { $0.update(repeating: 0x20) }
        #expect(root.dictionary?["a"]?.string == "b")
    }

    @Test("Inserting into a parsed dictionary keeps the parsed entries and their order")
    func insertIntoParsedDictionary() throws {
        var dictionary = try #require(try parse("{\n a = 1;\n b = 2;\n}").dictionary)
        dictionary.insert(PBXDictionary.Entry(key: "a", keyLine: 9, value: .string("3", line: 9)))
        dictionary.insert(PBXDictionary.Entry(key: "c", keyLine: 10, value: .string("4", line: 10)))
        #expect(dictionary.keys == ["a", "b", "c"])
        #expect(dictionary["a"] == .string("3", line: 9))
        #expect(dictionary["b"] == .string("2", line: 3))
    }

    @Test("A parsed dictionary equals one built from the same entries")
    func parsedEqualsBuilt() throws {
        let parsed = try #require(try parse("{\n a = 1;\n b = (x);\n}").dictionary)
        let built = PBXDictionary([
            .init(key: "a", keyLine: 2, value: .string("1", line: 2)),
            .init(key: "b", keyLine: 3, value: .array([.string("x", line: 3)], line: 3)),
        ])
        #expect(parsed == built)
        #expect(parsed.entries == built.entries)
    }

    @Test("A text past the size limit is refused with a one-line reason")
    func tooLargeDescription() {
        let error = PBXProjParseError(.tooLarge(byteCount: 600_000_000, limit: PBXProjParser.maximumByteCount), line: nil)
        #expect(error.description == "too large to parse (600000000 bytes; the limit is \(PBXProjParser.maximumByteCount))")
    }
}
