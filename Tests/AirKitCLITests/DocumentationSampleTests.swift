import Foundation
import Testing

/// A sample output in the documentation: the fenced block after the line
/// `<!-- airkit doctor sample: NAME -->` holds `$ airkit …` and what that command prints.
///
/// The block must be what the tool prints today, so a change of output fails here rather than
/// leaving the documentation behind. With `AIRKIT_RECORD_EXPECTATIONS=1` the block is rewritten
/// from the real run (and the test fails, so the change is reviewed).
struct DocumentationSample: CustomTestStringConvertible, Sendable {
    var name: String
    /// The document, relative to the repository.
    var document: String
    var arguments: [String]
    /// The folder the command runs in, relative to the repository.
    var folder: String
    /// A built app to make in a scratch folder first: (Info.plist fixture, Mach-O fixture). Its
    /// folder is shown as `shownScratch`.
    var builtApp: (infoPlist: String, executable: String)?
    var shownScratch = ""

    var testDescription: String { name }

    static let marker = "<!-- airkit doctor sample: "

    /// The command line and its output, as the block shows them.
    func actual() throws -> String {
        var directory = Airkit.repository + "/" + folder
        var scratch: String?
        if let builtApp {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-docs-\(UUID().uuidString)").path
            let app = root + "/Debug-iphoneos/Banner.app"
            try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Airkit.fixtures + "/InfoPlist/" + builtApp.infoPlist, toPath: app + "/Info.plist")
            try FileManager.default.copyItem(atPath: Airkit.fixtures + "/MachO/" + builtApp.executable, toPath: app + "/Banner")
            directory = root + "/Debug-iphoneos"
            scratch = root
        }
        defer { scratch.map { try? FileManager.default.removeItem(atPath: $0) } }
        let result = try Airkit.run(arguments, in: directory)
        let output = result.standardOutput + result.standardError
        let shown = scratch.map { output.replacingOccurrences(of: $0, with: shownScratch) } ?? output
        return "$ airkit \(arguments.joined(separator: " "))\n" + shown
    }

    /// The text between the fences of the block after the marker, and where it lies in `text`.
    /// The closing fence is the opening one (three backticks or more) on a line of its own.
    static func block(named name: String, in text: String) -> Range<String.Index>? {
        guard let marker = text.range(of: "\(Self.marker)\(name) -->\n") else { return nil }
        let rest = text[marker.upperBound...]
        let fence = String(rest.prefix { $0 == "`" })
        guard fence.count >= 3, let openEnd = rest.firstIndex(of: "\n") else { return nil }
        let start = text.index(after: openEnd)
        guard let close = text.range(of: "\n\(fence)\n", range: start..<text.endIndex) else { return nil }
        return start..<text.index(after: close.lowerBound)
    }
}

@Suite("Documentation samples are the real output", .serialized)
struct DocumentationSampleTests {
    static let samples: [DocumentationSample] = [
        .init(
            name: "readme-project", document: "README.md", arguments: ["doctor", "."],
            folder: "Tests/AirKitDoctorTests/Fixtures/Projects/Generated"),
        .init(
            name: "doctor-text", document: "Documentation/doctor.md", arguments: ["doctor", "."],
            folder: "Tests/AirKitDoctorTests/Fixtures/Projects/Generated"),
        .init(
            name: "doctor-run-script", document: "Documentation/doctor.md",
            arguments: ["doctor", "Banner.app", "--format", "xcode"],
            folder: "", builtApp: ("Built-NoDelegate.plist", "App-sdk27-delegate"),
            shownScratch: "/Users/me/Library/Developer/Xcode/DerivedData/Banner-abc/Build/Products"),
        .init(
            name: "doctor-markdown", document: "Documentation/doctor.md", arguments: ["doctor", ".", "--format", "markdown"],
            folder: "Tests/AirKitDoctorTests/Fixtures/Projects/Generated"),
        .init(
            name: "doctor-github", document: "Documentation/doctor.md", arguments: ["doctor", ".", "--format", "github"],
            folder: "Tests/AirKitDoctorTests/Fixtures/Projects/Generated"),
    ]

    @Test("each sample block holds what its command prints", arguments: samples)
    func sampleMatches(_ sample: DocumentationSample) throws {
        let path = Airkit.repository + "/" + sample.document
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(
            DocumentationSample.block(named: sample.name, in: text),
            "\(sample.document) has no block after \(DocumentationSample.marker)\(sample.name) -->")
        let actual = try sample.actual()
        if ProcessInfo.processInfo.environment["AIRKIT_RECORD_EXPECTATIONS"] == "1" {
            var updated = text
            updated.replaceSubrange(range, with: actual)
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded sample \(sample.name) in \(sample.document); review it and run again.")
            return
        }
        #expect(String(text[range]) == actual, "\(sample.document) sample \(sample.name) differs from the real output")
    }

    @Test("every sample marker in the documents has a test")
    func everyMarkerTested() throws {
        for document in Set(Self.samples.map(\.document)) {
            let text = try String(contentsOfFile: Airkit.repository + "/" + document, encoding: .utf8)
            let names = text.components(separatedBy: DocumentationSample.marker).dropFirst().compactMap {
                $0.components(separatedBy: " -->").first
            }
            #expect(Set(names) == Set(Self.samples.filter { $0.document == document }.map(\.name)), "\(document)")
        }
    }
}
