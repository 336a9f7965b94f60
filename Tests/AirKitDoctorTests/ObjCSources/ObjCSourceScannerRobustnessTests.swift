import AirKitDoctor
import TestSupport
import Testing

/// Whatever the text, the scanner returns, and every line it reports exists in the text.
@Suite("Objective-C source scanner: any input is scanned without trapping")
struct ObjCSourceScannerRobustnessTests {
    @Test("Random bytes, decoded the way the doctor decodes files, never trap", arguments: 0..<4)
    func randomBytes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let bytes = (0..<random.next(below: 2_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            expectLinesExist(in: String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(
        "Random mixes of Objective-C fragments (quotes, comments, braces, directives, constructs) never trap",
        arguments: 0..<4)
    func randomFragments(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let count = random.next(below: 300)
            let text = (0..<count).map { _ in Self.fragments[random.next(below: Self.fragments.count)] }.joined()
            expectLinesExist(in: text)
        }
    }

    @Test("Every fixture cut at random points never traps", arguments: try ObjCSourceFixture.allNames)
    func truncatedFixtures(name: String) throws {
        let bytes = Array(try ObjCSourceFixture(name).text.utf8)
        var random = SeededGenerator(seed: UInt64(bytes.count))
        for _ in 0..<120 {
            let start = random.next(below: bytes.count + 1)
            let end = start + random.next(below: bytes.count - start + 1)
            expectLinesExist(in: String(decoding: bytes[..<end], as: UTF8.self))
            expectLinesExist(in: String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }

    @Test("The React Native provider cut just before its closing brace still credits what its body holds")
    func truncatedProvider() throws {
        let fixture = try ObjCSourceFixture("react-native-app-delegate.mm.txt")
        let cut = try #require(fixture.text.range(of: "return main;"))
        let facts = ObjCSourceScanner.scan(String(fixture.text[..<cut.lowerBound]), path: fixture.name)
        let provider = try #require(facts.signals.sceneConfigurationProviders.first)
        #expect(provider.handlesExternalRole)
        #expect(provider.delegateClassNames == ["StageSceneDelegate", "MainSceneDelegate"])
    }

    @Test(
        "Deep nesting and long runs of openers are handled without recursion",
        arguments: [
            String(repeating: "{", count: 100_000),
            String(repeating: "}", count: 100_000),
            String(repeating: "/*", count: 100_000),
            String(repeating: "@\"\\", count: 50_000),
            String(repeating: "R\"(", count: 50_000),
            String(repeating: "R\"0123456789abcdefgh(", count: 20_000),
            String(repeating: "#if 0\n", count: 50_000) + "x",
            String(repeating: "#endif\n#else\n", count: 50_000),
            String(repeating: "#define A \\\n", count: 50_000),
            String(repeating: "@implementation A\n- (void)f {\n", count: 20_000),
            String(
                repeating: "- (id)application:(id)a configurationForConnectingSceneSession:(id)s options:(id)o {\n", count: 20_000
            ),
            "@implementation A\n- " + String(repeating: "(", count: 100_000),
            String(repeating: "@interface A : UIWindowScene <", count: 20_000),
        ].map(GeneratedText.init))
    func deepNesting(input: GeneratedText) {
        expectLinesExist(in: input.text)
    }

    @Test("A 5 MB generated file with a provider per method scans to completion with every provider found")
    func fiveMegabyteFile() {
        let method = """
            - (UISceneConfiguration *)application:(UIApplication *)application
                configurationForConnectingSceneSession:(UISceneSession *)s options:(UISceneConnectionOptions *)o {
              if (s.role == UIWindowSceneSessionRoleExternalDisplayNonInteractive) { c.delegateClass = [Stage class]; }
              /* comment */ [w setScreen:x]; NSLog(@"text \\"quoted\\" {");
              return c;
            }

            """
        let count = 5_000_000 / method.utf8.count + 1
        let text = "@implementation AppDelegate\n" + String(repeating: method, count: count) + "@end\n"
        let facts = ObjCSourceScanner.scan(text, path: "Huge.m")
        #expect(text.utf8.count > 5_000_000)
        #expect(facts.signals.sceneConfigurationProviders.count == count)
        #expect(
            facts.signals.sceneConfigurationProviders.allSatisfy { $0.handlesExternalRole && $0.delegateClassNames == ["Stage"] })
        #expect(facts.signals.legacyScreenWindowAssignments.count == count)
    }

    private static let fragments = [
        "\"", "@\"", "'", "\\", "\\\n", "(", ")", "{", "}", "[", "]", "/*", "*/", "//", "\n", "\r", "\r\n", " ", "\t",
        "#", "#if 0\n", "#if DEBUG\n", "#else\n", "#elif 1\n", "#endif\n", "#define X ", "#import <AirKit/AirKit.h>\n",
        "@import AirKit;", "@interface A : UIWindowScene <UIWindowSceneDelegate>", "@implementation A", "@end", "@protocol P",
        "- (id)", "+ (void)", "application:", "configurationForConnectingSceneSession:", "options:", ";", ":",
        "UIWindowSceneSessionRoleExternalDisplayNonInteractive", "@\"UIWindowSceneSessionRoleExternalDisplay\"",
        "UIScreenDidConnectNotification", "registerSceneAccessory:", ".delegateClass = ", "[A class]", "A.class",
        "NSClassFromString(@\"A\")", "setDelegateClass:", ".screen = ", "setScreen:", "R\"(", ")\"", "=", "==", "é", "1'0",
    ]
}

/// Checks that scanning `text` returns and that every reported line is one of its lines.
private func expectLinesExist(in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let facts = ObjCSourceScanner.scan(text, path: "random.m")
    let signals = facts.signals
    let lineTotal = lineCount(of: text)
    var lines = signals.airKitImports + signals.externalRoleReferences + signals.screenConnectionObservers
    lines += signals.sceneAccessoryReferences + signals.legacyScreenWindowAssignments
    lines += signals.sceneConfigurationProviders.map(\.line) + facts.sceneDelegates.map(\.line)
    let outside = lines.filter { $0 < 1 || $0 > lineTotal }
    #expect(outside.isEmpty, "lines \(outside) outside 1...\(lineTotal)", sourceLocation: sourceLocation)
}
