import Foundation
import Testing

/// The committed files of `Fixtures/MachO` (see its README.md for what each one is).
enum MachOFixture {
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try data(name))
    }

    static func url(_ name: String) throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("MachO").appendingPathComponent(name)
    }
}
