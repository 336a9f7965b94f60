import AirKitDoctor
import Foundation
import Testing

/// A Swift file kept as text under `Fixtures/SwiftSources/`, scanned the way the doctor would.
struct SwiftSourceFixture {
    let name: String
    let text: String

    /// Every fixture file in the folder, by name.
    static var allNames: [String] {
        get throws {
            let files = try FileManager.default.contentsOfDirectory(at: try folder(), includingPropertiesForKeys: nil)
            return files.map(\.lastPathComponent).filter { $0.hasSuffix(".swift.txt") }.sorted()
        }
    }

    init(_ name: String) throws {
        self.name = name
        self.text = try String(contentsOf: Self.folder().appendingPathComponent(name), encoding: .utf8)
    }

    func scan() -> SwiftSourceFacts {
        SwiftSourceScanner.scan(text, path: name)
    }

    /// The 1-based line of the `occurrence`-th line that contains `snippet` (1 = the first).
    /// Records an issue and returns 0 when there is no such line, so the caller's expectation fails.
    func line(
        containing snippet: String, occurrence: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        var seen = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(snippet) {
            seen += 1
            if seen == occurrence { return offset + 1 }
        }
        Issue.record("\(name) has no line #\(occurrence) containing \(snippet)", sourceLocation: sourceLocation)
        return 0
    }

    private static func folder() throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("SwiftSources")
    }
}
