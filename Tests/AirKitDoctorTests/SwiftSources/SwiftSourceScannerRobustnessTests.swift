import AirKitDoctor
import TestSupport
import Testing

/// Whatever the text, the scanner returns, and every line it reports exists in the text.
@Suite("Swift source scanner: any input is scanned without trapping")
struct SwiftSourceScannerRobustnessTests {
    @Test("Random bytes, decoded the way the doctor decodes files, never trap", arguments: 0..<4)
    func randomBytes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let bytes = (0..<random.next(below: 2_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            expectLinesExist(in: String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(
        "Random mixes of Swift fragments (quotes, comments, braces, directives, constructs) never trap",
        arguments: 0..<4)
    func randomFragments(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let count = random.next(below: 300)
            let text = (0..<count).map { _ in Self.fragments[random.next(below: Self.fragments.count)] }.joined()
            expectLinesExist(in: text)
        }
    }

    @Test("Every fixture cut at random points never traps", arguments: try SwiftSourceFixture.allNames)
    func truncatedFixtures(name: String) throws {
        let bytes = Array(try SwiftSourceFixture(name).text.utf8)
        var random = SeededGenerator(seed: UInt64(bytes.count))
        for _ in 0..<120 {
            let start = random.next(below: bytes.count + 1)
            let end = start + random.next(below: bytes.count - start + 1)
            expectLinesExist(in: String(decoding: bytes[..<end], as: UTF8.self))
            expectLinesExist(in: String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }

    @Test(
        "Deep nesting and long runs of openers are handled without recursion",
        arguments: [
            String(repeating: "{", count: 100_000),
            String(repeating: "}", count: 100_000),
            String(repeating: "(", count: 100_000) + String(repeating: "]", count: 100_000),
            String(repeating: "/*", count: 100_000),
            String(repeating: "\"\\(", count: 50_000),
            String(repeating: "#\"\"\"\\#(", count: 20_000),
            String(repeating: "#if X\n", count: 50_000),
            String(repeating: "#endif\n#else\n", count: 50_000),
            String(repeating: "final class A: UIWindowSceneDelegate {\n", count: 20_000),
            String(repeating: "let s = connectedScenes\n", count: 20_000)
                + String(repeating: "s.first\n", count: 20_000),
            String(repeating: "let r = registerSceneAccessory(a)\n", count: 20_000)
                + String(repeating: "self.x = r\n", count: 20_000),
            String(repeating: "@objc(A) ", count: 50_000) + "class A: UISceneDelegate {}",
            String(repeating: ".", count: 100_000) + "first",
        ].map(GeneratedText.init))
    func deepNesting(input: GeneratedText) {
        expectLinesExist(in: input.text)
    }

    @Test("Text that is all one construct is still scanned: 20,000 delegates, each with its window")
    func manyDelegates() {
        let text = (0..<20_000).map { number in
            """
            final class D\(number): UIResponder, UIWindowSceneDelegate {
                func scene() { let w = UIWindow(windowScene: s); w.isHidden = false }
            }

            """
        }.joined()
        let facts = SwiftSourceScanner.scan(text, path: "big.swift")
        #expect(facts.sceneDelegates.count == 20_000)
        #expect(facts.sceneDelegates.last?.name == "D19999")
        #expect(facts.sceneDelegates.last?.unhideLines == [3 * 20_000 - 1], "each delegate is 3 lines")
    }

    private static let fragments = [
        "\"", "\"\"\"", "#", "#\"", "\"#", "##\"", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[", "]", "/*", "*/",
        "//", "\n", "\r", "\r\n", " ", "\t", "`", "@objc(", "@", "#if false\n", "#if DEBUG\n", "#else\n",
        "#elseif true\n", "#endif\n", "#/", "/#", "import AirKit\n", ".airPlaySource()", ".sceneAccessory {",
        "ExternalNonInteractiveAccessory", "registerSceneAccessory(", "_ = ", "let r = ", "self.x = r",
        "class D: UIWindowSceneDelegate ", "extension D: UISceneDelegate ", "UIWindow(windowScene: s)",
        "isHidden = false", "makeKeyAndVisible()", "session.role", "connectedScenes", ".first", "let scenes = ",
        "scenes", " = ", "==", "?", "!", ".", ",", ":", ";", "x", "func f() -> R ", " in ", "é", "0.5",
    ]
}

/// Checks that scanning `text` returns and that every reported line is one of its lines.
private func expectLinesExist(in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let facts = SwiftSourceScanner.scan(text, path: "random.swift")
    let lineCount = lineCount(of: text)
    var lines = facts.airPlaySourceLines + facts.declarativeAccessoryLines + facts.unfilteredFirstSceneLines
    lines += facts.registrations.map(\.line)
    for delegate in facts.sceneDelegates {
        lines += [delegate.line] + delegate.windowCreationLines + delegate.unhideLines + delegate.makeKeyLines
    }
    let outside = lines.filter { $0 < 1 || $0 > lineCount }
    #expect(outside.isEmpty, "lines \(outside) outside 1...\(lineCount)", sourceLocation: sourceLocation)
}

/// Lines as both scanners count them: `\n`, `\r` and `\r\n` each end one.
func lineCount(of text: String) -> Int {
    var count = 1
    var previousWasCarriageReturn = false
    for byte in text.utf8 {
        if byte == 0x0A, !previousWasCarriageReturn { count += 1 }
        if byte == 0x0D { count += 1 }
        previousWasCarriageReturn = byte == 0x0D
    }
    return count
}
