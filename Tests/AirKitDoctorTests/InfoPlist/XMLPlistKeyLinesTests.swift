import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("XMLPlistKeyLines")
struct XMLPlistKeyLinesTests {
    private func lines(_ text: String) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: XMLPlistKeyLines.scan(Data(text.utf8)).map { ("\($0.key)", $0.value) })
    }

    @Test("records keys and array elements, skipping comments, CDATA and empty containers")
    func recordsKeysAndElements() {
        let text = """
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
            \t<!-- <key>Commented</key> -->
            \t<key>A</key>
            \t<array>
            \t\t<string><![CDATA[<key>NotAKey</key>]]></string>
            \t\t<dict/>
            \t\t<dict>
            \t\t\t<key>B &amp; C</key><true/>
            \t\t</dict>
            \t</array>
            \t<key>D</key>
            \t<dict></dict>
            \t<key>E</key><integer>1</integer>
            </dict>
            </plist>
            """
        #expect(lines(text) == ["A": 5, "A[0]": 7, "A[1]": 8, "A[2]": 9, "A[2].B & C": 10, "D": 13, "E": 15])
    }

    @Test("decodes numeric character references in keys")
    func decodesReferences() {
        #expect(lines("<plist><dict><key>&#65;&#x42;&bogus;</key><true/></dict></plist>") == ["AB&bogus;": 1])
    }

    @Test("stops recording past the recorded depth but keeps counting containers")
    func depthLimits() {
        let deep =
            "<plist><dict><key>K</key>" + String(repeating: "<array>", count: 20) + String(repeating: "</array>", count: 20)
            + "\n<key>After</key><true/></dict></plist>"
        let recorded = lines(deep)
        #expect(recorded["After"] == 2)
        #expect(recorded.keys.allSatisfy { $0.filter { $0 == "[" }.count <= XMLPlistKeyLines.recordedDepth })
    }

    @Test(
        "never traps on cut-off or stray markup",
        arguments: [
            "<", "<key", "<key>unterminated", "</dict></dict></array>", "<!--", "<![CDATA[", "<?xml", "<dict><key>a</key>",
            "<array><array><array>", "<key></key><key>", "&#xFFFFFFFF;", "<dict/><dict/>",
        ])
    func survivesFragments(text: String) {
        _ = XMLPlistKeyLines.scan(Data(text.utf8))
    }
}
