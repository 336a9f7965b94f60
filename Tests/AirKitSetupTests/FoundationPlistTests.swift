import Foundation
import Testing

/// Setup reads and writes property lists with the doctor's bounded reader and its own writers:
/// Foundation's `PropertyListSerialization` costs the square of the keys that share
/// CoreFoundation's string hash (a 1.1 MB plist took 14 to 28 s, larger ones more than 15
/// minutes), so no source of setup or of the `airkit` tool may call it.
@Suite("setup: no Foundation property lists")
struct FoundationPlistTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(
        "no source of AirKitSetup or airkit calls PropertyListSerialization",
        arguments: ["Sources/AirKitSetup", "Sources/airkit"])
    func noPropertyListSerialization(folder: String) throws {
        let root = Self.repository + "/" + folder
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        var calls: [String] = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("PropertyListSerialization") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                calls.append("\(folder)/\(file):\(number + 1)")
            }
        }
        #expect(calls == [])
    }
}
