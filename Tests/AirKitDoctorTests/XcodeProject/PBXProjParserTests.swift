import AirKitDoctor
import Foundation
import Testing

@Suite("PBXProjParser: values and lines")
struct PBXProjParserTests {
    private func parse(_ text: String) throws -> PBXValue {
        try PBXProjParser.parse(Data(text.utf8))
    }

    @Test("A dictionary keeps every value as a string, with the line of each key and value")
    func dictionaryWithLines() throws {
        let root = try parse("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t};\n\tname = \"My App\";\n}\n")
        let dictionary = try #require(root.dictionary)
        #expect(root.line == 2)
        #expect(dictionary.keys == ["archiveVersion", "objects", "name"])
        #expect(dictionary["archiveVersion"] == .string("1", line: 3))
        #expect(dictionary.entry(forKey: "objects")?.keyLine == 4)
        #expect(dictionary["objects"] == .dictionary(PBXDictionary(), line: 4))
        #expect(dictionary["name"] == .string("My App", line: 6))
        #expect(dictionary["missing"] == nil)
    }

    @Test("Arrays take elements with or without a trailing comma, each with its line")
    func arrays() throws {
        let root = try parse("{\n a = (\n  one,\n  \"two\",\n );\n b = (x, y);\n c = ();\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary["a"] == .array([.string("one", line: 3), .string("two", line: 4)], line: 2))
        #expect(dictionary["b"]?.array?.compactMap(\.string) == ["x", "y"])
        #expect(dictionary["c"] == .array([], line: 7))
    }

    @Test(
        "Quoted strings decode escapes as Foundation does",
        arguments: [
            (#""say \"hi\"""#, "say \"hi\""),
            (#""back\\slash""#, "back\\slash"),
            (#""a\nb\tc\rd""#, "a\nb\tc\rd"),
            (#""\a\b\f\v""#, "\u{07}\u{08}\u{0C}\u{0B}"),
            (#""\U00e9\U41""#, "éA"),
            (#""\UD83D\UDE00""#, "😀"),
            (#""\UD83D""#, "\u{FFFD}"),
            (#""\U""#, "\u{0}"),
            (#""\101\1234""#, "AS4"),
            (#""\351""#, "Ø"),
            (#""\q\/""#, "q/"),
            (#""Café_Écran""#, "Café_Écran"),
            (#""""#, ""),
            ("\"a\\\r\nb\\\nc\"", "a\r\nb\nc"),
            ("\"\\t\r\n\"", "\t\r\n"),
        ])
    func escapes(written: String, expected: String) throws {
        let root = try parse("{ key = \(written); }")
        #expect(root.dictionary?["key"]?.string == expected)
    }

    @Test("Unquoted strings take letters, digits and _$+/:.- and stop at anything else")
    func unquotedStrings() throws {
        let root = try parse("{ a = c++/x:y.z-1_$; b = a//b; }")
        #expect(root.dictionary?["a"]?.string == "c++/x:y.z-1_$")
        #expect(root.dictionary?["b"]?.string == "a//b")
        #expect(throws: PBXProjParseError.self) { try parse("{ path = $(SRCROOT); }") }
    }

    @Test("Comments of both kinds are skipped wherever whitespace may stand, and counted for lines")
    func comments() throws {
        let text = "// !$*UTF8*$!\n{ /* one\ntwo */ a /* x */ = // y\n b /* z */ ; }\n"
        let root = try parse(text)
        #expect(root.dictionary?.entry(forKey: "a")?.keyLine == 3)
        #expect(root.dictionary?["a"] == .string("b", line: 4))
    }

    @Test("Lines count LF, CR LF and a lone CR as one line break each")
    func lineBreaks() throws {
        let root = try parse("{\r\na = b;\rc = \"x\r\ny\";\nd = e;\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary["a"]?.line == 2)
        #expect(dictionary["c"]?.line == 3)
        #expect(dictionary["d"]?.line == 5)
    }

    @Test("A repeated key keeps its first place and takes the last value and line, like Foundation")
    func duplicateKeys() throws {
        let root = try parse("{\n a = 1;\n b = 2;\n a = 3;\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.keys == ["a", "b"])
        #expect(dictionary.entry(forKey: "a") == PBXDictionary.Entry(key: "a", keyLine: 4, value: .string("3", line: 4)))
    }

    @Test("Large dictionaries find every key, repeated ones included", arguments: [5, 13, 200])
    func largeDictionaries(count: Int) throws {
        let entries = (0..<count).map { "k\($0) = v\($0);" }.joined(separator: "\n")
        let root = try parse("{\n\(entries)\nk0 = last;\n}")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.count == count)
        #expect(dictionary["k0"]?.string == "last")
        for index in 1..<count {
            #expect(dictionary["k\(index)"] == .string("v\(index)", line: index + 2))
        }
    }

    @Test("A UTF-8 byte order mark before the header is accepted")
    func byteOrderMark() throws {
        let data = try XcodeProjectFixtures.contents(of: XcodeProjectFixtures.hostileFile("byte-order-mark.pbxproj"))
        #expect(try PBXProjParser.parse(data).dictionary?["objectVersion"] == .string("56", line: 4))
    }

    @Test("A top-level bare word is a string, as in Foundation; the reader is the one to refuse it")
    func bareWord() throws {
        #expect(try parse("hello\n") == .string("hello", line: 1))
    }

    @Test("Nesting up to the limit parses, without recursion")
    func nestingAtTheLimit() throws {
        let depth = PBXProjParser.maximumDepth
        var value = try parse(String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
        var levels = 1
        while let inner = value.array?.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
    }
}
