import AirKitDoctor
import Foundation
import Testing

/// An Objective-C file kept as text under `Fixtures/ObjCSources/`, scanned the way the doctor would.
struct ObjCSourceFixture: FixtureText {
    let name: String
    let text: String

    /// Every fixture file in the folder, by name.
    static var allNames: [String] {
        get throws {
            let files = try FileManager.default.contentsOfDirectory(at: try folder(), includingPropertiesForKeys: nil)
            return files.map(\.lastPathComponent).filter { $0.hasSuffix(".txt") }.sorted()
        }
    }

    init(_ name: String) throws {
        self.name = name
        self.text = try String(contentsOf: Self.folder().appendingPathComponent(name), encoding: .utf8)
    }

    func scan() -> ObjCSourceFacts {
        ObjCSourceScanner.scan(text, path: name)
    }

    private static func folder() throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("ObjCSources")
    }
}
