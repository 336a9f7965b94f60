import AirKitDoctor
import Testing

@Suite("Objective-C source scanner: comments, literals and preprocessor lines produce no facts")
struct ObjCSourceScannerIgnoredTextTests {
    @Test(
        "Each comment, literal or directive hides the observer inside it, and line counting continues after it",
        arguments: [
            "// UIScreenDidConnectNotification",
            "// line comment continued \\\n UIScreenDidConnectNotification",
            "/* UIScreenDidConnectNotification */",
            "/* line\n UIScreenDidConnectNotification\n */",
            "/* /* */ x = 1;",
            "s = @\"UIScreenDidConnectNotification is prose\";",
            "s = \"escaped \\\" UIScreenDidConnectNotification\";",
            "s = @\"continued \\\n UIScreenDidConnectNotification\";",
            "c = 'UIScreenDidConnectNotification';",
            "c = '\\'';",
            "s = R\"x(\n UIScreenDidConnectNotification )\" \n)x\";",
            "n = 1'000'000;",
            "#define NAME UIScreenDidConnectNotification",
            "#define NAME \\\n UIScreenDidConnectNotification",
            "#pragma mark /* UIScreenDidConnectNotification\n UIScreenDidConnectNotification */",
            "#error don't use UIScreenDidConnectNotification",
            "#if 0\nUIScreenDidConnectNotification\n#endif",
            "#if false // never\nUIScreenDidConnectNotification\n#endif",
            "#if 1\n#else\nUIScreenDidConnectNotification\n#endif",
            "#if 0\n#if DEBUG\nUIScreenDidConnectNotification\n#endif\n#endif",
        ])
    func hiddenObservers(wrapped: String) {
        let source = "\(wrapped)\nname:UIScreenDidConnectNotification\n"
        let facts = ObjCSourceScanner.scan(source, path: "a.m")
        let expectedLine = wrapped.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(facts.signals.screenConnectionObservers == [expectedLine])
    }

    @Test(
        "Code under an unknown #if, in the live branch of #if 0, or after #endif counts",
        arguments: [
            "#ifdef DEBUG\nUIScreenDidConnectNotification\n#endif",
            "#if RCT_NEW_ARCH_ENABLED\n#else\nUIScreenDidConnectNotification\n#endif",
            "#if 0\nx\n#else\nUIScreenDidConnectNotification\n#endif",
            "#if 0\nx\n#elif TARGET_OS_IOS\nUIScreenDidConnectNotification\n#endif",
        ])
    func liveBranches(source: String) throws {
        let facts = ObjCSourceScanner.scan(source, path: "a.m")
        let index = try #require(source.split(separator: "\n").firstIndex { $0.contains("UIScreenDid") })
        #expect(facts.signals.screenConnectionObservers == [index + 1])
    }

    @Test("An unterminated string or character literal ends at its line; code on the next line counts")
    func unterminatedLiteralsEndAtLineBreak() {
        let source = "s = @\"no closing quote\nc = 'x\nname:UIScreenDidConnectNotification\n"
        #expect(ObjCSourceScanner.scan(source, path: "a.m").signals.screenConnectionObservers == [3])
    }

    @Test("An unterminated block comment hides everything after it")
    func unterminatedCommentRunsToEnd() {
        let source = "/* open\nname:UIScreenDidConnectNotification\n"
        #expect(ObjCSourceScanner.scan(source, path: "a.m").signals.screenConnectionObservers.isEmpty)
    }

    @Test("CR and CRLF line breaks count as one line each")
    func lineBreakStyles() {
        let source = "a();\r\nb();\rname:UIScreenDidConnectNotification\n"
        #expect(ObjCSourceScanner.scan(source, path: "a.m").signals.screenConnectionObservers == [3])
    }
}
