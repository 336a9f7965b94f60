import AirKitDoctor
import Foundation
import Testing

@testable import AirKitSetup

/// Setup's own property-list writers, read back by the doctor's reader and, where Python is
/// installed, by its `plistlib` as a peer.
@Suite("setup's property-list writers")
struct PropertyListWriterTests {
    /// Every kind of value an Info.plist holds, at sizes that need each width of integer,
    /// reference and count.
    static var sample: [String: Any] {
        [
            "Bool": true, "False": false, "Small": NSNumber(value: 7), "Byte": NSNumber(value: 200),
            "Short": NSNumber(value: 40_000), "Word": NSNumber(value: 3_000_000_000), "Negative": NSNumber(value: -5),
            "Huge": NSNumber(value: UInt64.max), "Real": NSNumber(value: 1.5), "Date": Date(timeIntervalSince1970: 1_714_564_800),
            "Data": Data([0, 1, 2, 3, 255]), "ASCII": "AirKitSceneDelegate", "Unicode": "Café ☕︎ 𝄞",
            "Control": "a\r::error::b\u{1B}", "Empty": "", "Array": (0..<20).map { "item \($0)" } as [Any],
            "Nested": ["UISceneConfigurations": ["Role": [["UISceneConfigurationName": "AirPlay"]]]] as [String: Any],
            "EmptyArray": [Any](), "EmptyDictionary": [String: Any](),
            "Many": Dictionary(uniqueKeysWithValues: (0..<300).map { ("key\($0)", NSNumber(value: $0) as Any) }),
        ]
    }

    @Test("a binary property list it writes reads back equal with the doctor's reader")
    func binaryReadsBack() throws {
        let data = try PropertyListWriter.binary(Self.sample)
        let (read, format) = try InfoPlistLoader.topLevelDictionary(of: data, path: "Info.plist")
        #expect(format == .binary)
        #expect(PropertyListWriter.isEqual(read, Self.sample))
        #expect(try PropertyListWriter.binary(read) == data, "the same list gives the same bytes")
    }

    @Test("the XML it writes reads back equal with the doctor's reader")
    func xmlReadsBack() throws {
        var sample = Self.sample
        sample["Control"] = "a\r::error::b\t"
        let text = try PropertyListWriter.xml(sample)
        let (read, format) = try InfoPlistLoader.topLevelDictionary(of: Data(text.utf8), path: "Info.plist")
        #expect(format == .xml)
        #expect(PropertyListWriter.isEqual(read, sample))
        #expect(!text.contains("\r"), "a carriage return is written &#13;")
    }

    @Test("equality tells values apart by kind and content")
    func equality() {
        #expect(!PropertyListWriter.isEqual(["a": true], ["a": NSNumber(value: 1)]))
        #expect(!PropertyListWriter.isEqual(["a": "x"], ["a": "y"]))
        #expect(!PropertyListWriter.isEqual(["a": [1] as [Any]], ["a": [1, 2] as [Any]]))
        #expect(PropertyListWriter.isEqual(["a": NSNumber(value: 2.5)], ["a": NSNumber(value: 2.5)]))
    }

    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("Python's plistlib reads the binary property list as the same values", .enabled(if: python != nil))
    func plistlibReadsBinary() throws {
        let data = try PropertyListWriter.binary(Self.sample)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Info.plist")
        try data.write(to: file)
        let script = """
            import plistlib, sys, json, datetime
            value = plistlib.load(open(sys.argv[1], "rb"))
            def plain(v):
                if isinstance(v, dict): return {k: plain(x) for k, x in v.items()}
                if isinstance(v, list): return [plain(x) for x in v]
                if isinstance(v, bytes): return "data:" + v.hex()
                if isinstance(v, datetime.datetime): return "date:" + v.replace(tzinfo=None).isoformat()
                if isinstance(v, bool): return "bool:" + str(v)
                return v
            print(json.dumps(plain(value), sort_keys=True))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let read = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(read["Bool"] as? String == "bool:True")
        #expect(read["Word"] as? NSNumber == NSNumber(value: 3_000_000_000))
        #expect(read["Negative"] as? NSNumber == NSNumber(value: -5))
        #expect(read["Huge"] as? NSNumber == NSNumber(value: UInt64.max))
        #expect(read["Real"] as? NSNumber == NSNumber(value: 1.5))
        #expect(read["Date"] as? String == "date:2024-05-01T12:00:00")
        #expect(read["Data"] as? String == "data:00010203ff")
        #expect(read["Unicode"] as? String == "Café ☕︎ 𝄞")
        #expect(read["Control"] as? String == "a\r::error::b\u{1B}")
        #expect((read["Array"] as? [String])?.count == 20)
        #expect((read["Many"] as? [String: Any])?.count == 300)
        #expect(
            ((read["Nested"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any])?["Role"] as? [[String: String]]
                == [["UISceneConfigurationName": "AirPlay"]])
    }
}
