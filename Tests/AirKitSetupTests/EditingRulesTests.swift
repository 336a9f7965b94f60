import Foundation
import Testing

@testable import AirKitSetup

@Suite("setup: how values, identifiers, xcconfig lines and diffs are written")
struct EditingRulesTests {
    @Test(
        "quotes pbxproj values the way Xcode does",
        arguments: [
            ("YES", "YES"), ("MyApp/Info.plist", "MyApp/Info.plist"), ("$(TARGET_NAME)", "\"$(TARGET_NAME)\""),
            ("$(SRCROOT)/x", "\"$(SRCROOT)/x\""), ("My App/Info.plist", "\"My App/Info.plist\""), ("a-b", "\"a-b\""),
            ("", "\"\""), ("https://example.com/AirKit", "\"https://example.com/AirKit\""), ("a___b", "\"a___b\""),
            ("say \"hi\"\\", "\"say \\\"hi\\\"\\\\\""), ("0.1.0", "0.1.0"), ("line\nbreak", "\"line\\nbreak\""),
        ])
    func quoting(_ value: String, _ written: String) {
        #expect(PBXQuoting.quoted(value) == written)
    }

    @Test("new object identifiers are 24 uppercase hex digits, never one the file uses, the same on every run")
    func objectIdentifiers() {
        var first = ObjectIDs(text: "")
        let taken = first.make(for: "target X")
        #expect(taken.count == 24 && taken.allSatisfy { "0123456789ABCDEF".contains($0) })
        var second = ObjectIDs(text: "\t\t\(taken) /* taken */ = {isa = PBXGroup; };")
        let fresh = second.make(for: "target X")
        #expect(fresh != taken)
        var third = ObjectIDs(text: "\t\t\(taken) /* taken */ = {isa = PBXGroup; };")
        #expect(third.make(for: "target X") == fresh)
        #expect(second.make(for: "target X") != fresh)
    }

    @Test(
        "rewrites an xcconfig value and keeps the rest of the line",
        arguments: [
            ("KEY = YES", "KEY = NO"), ("KEY[sdk=iphoneos*] = YES;", "KEY[sdk=iphoneos*] = NO;"),
            ("  KEY=YES // note", "  KEY=NO // note"), ("KEY = yes ; // note", "KEY = NO ; // note"),
        ])
    func xcconfigValue(_ line: String, _ expected: String) {
        #expect(XCConfigValueEdit.replacingValue(in: line, with: "NO") == .success(expected))
    }

    @Test("refuses xcconfig values it cannot rewrite safely")
    func xcconfigRefusals() {
        #expect(XCConfigValueEdit.replacingValue(in: "KEY = $(GEN)", with: "NO") == .failure(.variable("$(GEN)")))
        #expect(XCConfigValueEdit.replacingValue(in: "KEY = YES \\", with: "NO") == .failure(.continued))
        #expect(XCConfigValueEdit.replacingValue(in: "#include \"a\"", with: "NO") == .failure(.notAnAssignment))
    }

    @Test("a diff has headers, hunks with 3 lines of context, and is empty for equal texts")
    func diff() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)" }
        lines.insert("new", at: 10)
        lines[2] = "changed"
        let new = lines.map { $0 + "\n" }.joined()
        let text = UnifiedDiff.diff(old: old, new: new, oldLabel: "a/f", newLabel: "b/f")
        #expect(
            text == """
                --- a/f
                +++ b/f
                @@ -1,6 +1,6 @@
                 line 1
                 line 2
                -line 3
                +changed
                 line 4
                 line 5
                 line 6
                @@ -8,6 +8,7 @@
                 line 8
                 line 9
                 line 10
                +new
                 line 11
                 line 12
                 line 13

                """)
        #expect(UnifiedDiff.diff(old: old, new: old, oldLabel: "a", newLabel: "b").isEmpty)
        #expect(
            UnifiedDiff.diff(old: nil, new: "x\n", oldLabel: nil, newLabel: "b/n")
                == "--- /dev/null\n+++ b/n\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
