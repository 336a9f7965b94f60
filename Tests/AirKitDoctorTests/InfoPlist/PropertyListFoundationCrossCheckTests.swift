import Foundation
import Testing

@testable import AirKitDoctor

/// The doctor's property-list reader against Foundation's, on the files both may read: the same
/// values for what Foundation accepts, and a refusal where Foundation refuses.
@Suite("PropertyListReader agrees with PropertyListSerialization")
struct PropertyListFoundationCrossCheckTests {
    /// Every `.plist` committed under `Tests/`, the doctor's and setup's fixtures and the corpus.
    static let fixturePlists: [String] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let enumerator = FileManager.default.enumerator(atPath: tests)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".plist") { found.append(tests + "/" + relative) }
        }
        return found.sorted()
    }()

    /// Both readers' results, written by Foundation as sorted XML, or `nil` where a reader refused.
    static func compare(_ data: Data) -> (foundation: Data?, doctor: Data?) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let theirs = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        let ours = InfoPlistLoader.sniffFormat(data).flatMap { try? PropertyListReader.read(data, as: $0) }
        func canonical(_ value: Any?) -> Data? {
            value.flatMap { try? PropertyListSerialization.data(fromPropertyList: $0, format: .xml, options: 0) }
        }
        // Foundation also reads OpenStep text, which the doctor never accepts.
        let readAsXMLOrBinary = format == .xml || format == .binary
        return (readAsXMLOrBinary ? canonical(theirs) : nil, canonical(ours))
    }

    static func shown(_ data: Data?) -> String {
        data.map { String(decoding: $0, as: UTF8.self) } ?? "refused"
    }

    @Test("every committed property list reads the same, as XML and as binary")
    func committedFixtures() throws {
        #expect(Self.fixturePlists.count > 20)
        for path in Self.fixturePlists {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let (theirs, ours) = Self.compare(data)
            #expect(theirs == ours, "\(path): Foundation \(Self.shown(theirs)), doctor \(Self.shown(ours))")
            guard let value = try? PropertyListSerialization.propertyList(from: data, format: nil),
                let binary = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            else { continue }
            let (binaryTheirs, binaryOurs) = Self.compare(binary)
            #expect(binaryTheirs != nil && binaryTheirs == binaryOurs, "\(path) as binary")
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// XML edge cases, each read by both: what CoreFoundation accepts and what it refuses.
    static let xmlCases: [String] = [
        head + "<dict><key>a</key><string>b</string></dict>",
        head + "<plist><dict/><dict/></plist>",
        head + "<plist><dict><key>a</key><foo/></dict></plist>",
        head + "<plist><dict><key>a</key><string>x<b>y</b></string></dict></plist>",
        head + "<plist><dict>abc<key>a</key><string>b</string></dict></plist>",
        head + "<plist><array><key>a</key></array></plist>",
        head + "<plist><dict><key>a</key><string>&foo;</string></dict></plist>",
        head + "<plist><dict><key>a</key><integer> 5 </integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer></integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>+5</integer><key>b</key><integer>-0x10</integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>5x</integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>99999999999999999999</integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>18446744073709551615</integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>-9223372036854775808</integer></dict></plist>",
        head + "<plist><dict><key>a</key><integer>-9223372036854775809</integer></dict></plist>",
        head + "<plist><dict><key>a</key><real>abc</real></dict></plist>",
        head + "<plist><dict><key>a</key><real>1e3</real><key>b</key><real>-2.5</real></dict></plist>",
        head + "<plist><dict><key>a</key><date>2020-13-01</date></dict></plist>",
        head + "<plist><dict><key>a</key><date>2020-02-29T23:59:59Z</date></dict></plist>",
        head + "<plist><dict><key>a</key><date>1969-07-20T20:17:40Z</date></dict></plist>",
        head + "<plist><dict><key>a</key><date>2020-01-01T00:00:00</date></dict></plist>",
        head + "<plist><dict><key>a</key><true>x</true></dict></plist>",
        head + "<plist version=\"1.0\"><dict foo=\"bar\"><key>a</key><string x='y'>b</string></dict></plist>",
        head + "<plist><dict><key>a</key><string>b</string></dict>",
        head + "<!DOCTYPE plist [ <!ENTITY x \"y\"> ]><plist><dict/></plist>",
        head + "<plist><dict><key>a</key><string>x<!-- c -->y</string></dict></plist>",
        head + "<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>",
        head + "<plist><DICT><key>a</key><string>b</string></DICT></plist>",
        head + "<plist><dict><key>a</key></dict></plist>",
        head + "<plist><dict><string>a</string></dict></plist>",
        head + "<plist><dict><key><![CDATA[a<b]]></key><string>&lt;&amp;&#65;&#x1F600;&quot;&apos;&gt;</string></dict></plist>",
        head + "<plist><dict/></plist>garbage<<",
        "<plist><dict><key>a</key><string>b</string></dict></plist>",
        "\n  " + head + "<!-- a comment --><plist><dict/></plist>",
        head + "<plist><dict><key>a</key><string>x\r\ny\rz</string></dict></plist>",
        head + "<plist><dict><key/><string>b</string><key>c</key><string/></dict></plist>",
        head + "<plist><dict><key>a</key><data/></dict></plist>",
        head + "<plist><dict><key>a</key><true /><key>b</key><false></false></dict></plist>",
        head + "<plist><dict><key>a</key><string>b</key></dict></plist>",
        head + "<plist></plist>",
        head + "<plist/>",
        head + "<plist><dict><key>a</key><data>aGVs bG8=\n\t</data></dict></plist>",
        head + "<plist><dict ><key >a</key ><string\n>b</string></dict></plist>",
        head + "<plist><dict><key>a</key><string>a > b</string></dict></plist>",
        head + "<plist><dict><key>a</key><string>a & b</string></dict></plist>",
        head + "<plist><array><array><array/></array><dict><key>k</key><array><string>v</string></array></dict></array></plist>",
    ]

    @Test("XML edge cases: accepted and refused as CoreFoundation does", arguments: xmlCases.indices)
    func xmlEdgeCase(index: Int) {
        let (theirs, ours) = Self.compare(Data(Self.xmlCases[index].utf8))
        #expect(theirs == ours, "\(Self.xmlCases[index]): Foundation \(Self.shown(theirs)), doctor \(Self.shown(ours))")
    }

    @Test("UTF-16 with either byte order, and a declared ISO-8859-1, read as the text they hold")
    func otherEncodings() throws {
        let text =
            Self.head.replacingOccurrences(of: "UTF-8", with: "UTF-16")
            + "<plist><dict><key>café</key><string>naïve 🎉</string></dict></plist>"
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            var data = Data(encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
            data.append(try #require(text.data(using: encoding)))
            let (theirs, ours) = Self.compare(data)
            #expect(theirs != nil && theirs == ours, "Foundation \(Self.shown(theirs)), doctor \(Self.shown(ours))")
        }
        let latin1 =
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><dict><key>a</key><string>café</string></dict></plist>"
        let (theirs, ours) = Self.compare(try #require(latin1.data(using: .isoLatin1)))
        #expect(theirs != nil && theirs == ours, "Foundation \(Self.shown(theirs)), doctor \(Self.shown(ours))")
    }
}
