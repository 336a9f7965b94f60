import AirKitDoctor
import Foundation
import Testing

/// A Swift file kept as text under `Fixtures/SwiftSources/`, scanned the way the doctor would.
struct SwiftSourceFixture: FixtureText {
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

    private static func folder() throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("SwiftSources")
    }
}
