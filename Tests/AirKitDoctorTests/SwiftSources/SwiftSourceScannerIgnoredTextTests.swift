import AirKitDoctor
import Testing

@Suite("Swift source scanner: comments, string literals and #if false produce no facts")
struct SwiftSourceScannerIgnoredTextTests {
    @Test(
        "Constructs in nested comments, interpolated, multiline and raw strings and #if false are ignored; code after them is read"
    )
    func ignoredConstructsFixture() throws {
        let fixture = try SwiftSourceFixture("ignored-constructs.swift.txt")
        let facts = fixture.scan()

        #expect(facts.importsAirKit == false)
        #expect(facts.airPlaySourceLines.isEmpty)
        #expect(facts.declarativeAccessoryLines.isEmpty)
        #expect(facts.registrations.isEmpty)
        #expect(facts.sceneDelegates.isEmpty)
        #expect(facts.unfilteredFirstSceneLines == [fixture.line(containing: "var firstScene: UIScene?")])
    }

    @Test(
        "Each kind of literal or comment hides the call inside it, and line counting continues after it",
        arguments: [
            "// registerSceneAccessory(a)",
            "/* registerSceneAccessory(a) */",
            "/* /* */ registerSceneAccessory(a) */",
            "/* line\n registerSceneAccessory(a)\n */",
            "_ = \"registerSceneAccessory(a)\"",
            "_ = \"\\\"registerSceneAccessory(a)\\\"\"",
            "_ = \"\\(x) registerSceneAccessory(a) \\(y)\"",
            "_ = \"\\(f(\")\")) registerSceneAccessory(a)\"",
            "_ = \"\"\"\n registerSceneAccessory(a)\n \"\"\"",
            "_ = #\"\" registerSceneAccessory(a) \"#",
            "_ = ##\"\"# registerSceneAccessory(a) \"##",
            "_ = #\"\"\"\n \"\"\" registerSceneAccessory(a)\n \"\"\"#",
            "_ = #/registerSceneAccessory(a)/#",
            "#if false\nregisterSceneAccessory(a)\n#endif",
            "#if false\n#if DEBUG\nregisterSceneAccessory(a)\n#endif\n#endif",
        ])
    func hiddenCalls(wrapped: String) {
        let source = "\(wrapped)\nregisterSceneAccessory(b)\n"
        let facts = SwiftSourceScanner.scan(source, path: "a.swift")
        let expectedLine = wrapped.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(facts.registrations.map(\.line) == [expectedLine])
    }

    @Test("An unterminated single-line string ends at its line; code on the next line counts")
    func unterminatedStringEndsAtLineBreak() {
        let source = "let broken = \"no closing quote\nText(\"x\").airPlaySource()\n"
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines == [2])
    }

    @Test("An unterminated block comment hides everything after it")
    func unterminatedCommentRunsToEnd() {
        let source = "/* open\nText(\"x\").airPlaySource()\n"
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines.isEmpty)
    }

    @Test("CR and CRLF line breaks count as one line each")
    func lineBreakStyles() {
        let source = "a()\r\nb()\rText(\"x\").airPlaySource()\n"
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines == [3])
    }
}
