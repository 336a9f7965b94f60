import AirKitDoctor
import Foundation
import TestSupport
import Testing

/// Broken and hostile files: the reader must throw a `MachOReadError` with a one-line message,
/// and never trap or hang, whatever the bytes.
@Suite("Mach-O reader on hostile input")
struct MachOHostileInputTests {
    struct HostileFixture: Sendable, CustomTestStringConvertible {
        var file: String
        var message: String

        var testDescription: String { file }
    }

    static let hostileFixtures: [HostileFixture] = [
        HostileFixture(file: "Hostile-empty", message: "the file is empty"),
        HostileFixture(file: "Hostile-text.txt", message: "not a Mach-O file"),
        HostileFixture(file: "Hostile-truncated-header", message: "the Mach-O header runs past the end of the file"),
        HostileFixture(
            file: "Hostile-load-command-count",
            message: "the header declares 4294967295 load commands but sizeofcmds (872 bytes) has room for at most 109"
        ),
        HostileFixture(
            file: "Hostile-fat-offset-past-end",
            message: "fat slice 1 (arm64, offset 2147418112, size 66160) runs past the end of the file"),
        HostileFixture(
            file: "Hostile-fat-in-fat",
            message: "fat slice 0 (arm64): a fat file inside a fat slice is not supported"),
        HostileFixture(file: "Hostile-32bit-object", message: "32-bit Mach-O is not supported"),
    ]

    @Test("Each hostile fixture is refused with its own one-line reason", arguments: hostileFixtures)
    func hostileFixtureIsRefused(_ fixture: HostileFixture) throws {
        let data = try MachOFixture.data(fixture.file)
        #expect(throws: MachOReadError(description: fixture.message)) {
            try MachOReader.readSlices(from: data)
        }
    }

    @Test("A file shorter than a magic number is called too short")
    func threeBytesAreTooShort() {
        #expect(throws: MachOReadError(description: "the file is too short to be a Mach-O file (3 bytes)")) {
            try MachOReader.readSlices(from: Data([0xCF, 0xFA, 0xED]))
        }
    }

    @Test(
        "Every truncation of a real app is refused with a one-line message",
        arguments: ["App-sdk27-accessory-sim", "App-sdk27-accessory-lld14"])
    func everyTruncationIsRefused(_ file: String) throws {
        let bytes = try MachOFixture.bytes(file)
        var accepted: [Int] = []
        var badMessages: [String] = []
        for length in 0..<bytes.count {
            do {
                _ = try MachOReader.readSlices(from: Data(bytes[0..<length]))
                accepted.append(length)
            } catch {
                if !Self.isOneLine(error.description) { badMessages.append(error.description) }
            }
        }
        #expect(accepted.isEmpty, "prefixes read as valid: \(accepted.prefix(10))")
        #expect(badMessages.isEmpty)
    }

    @Test("Every truncation of a fat file is refused, inside the header or inside a slice")
    func everyTruncationOfAFatFileIsRefused() throws {
        let bytes = try MachOFixture.bytes("App-sdk27-accessory-fat")
        // Every length through the header, the first slice's load commands and the second slice's
        // start, then every 61st length (a prime stride reaches every region of both slices).
        let lengths = Array(0..<4096) + Array(stride(from: 4096, to: bytes.count, by: 61)) + [bytes.count - 1]
        let accepted = lengths.filter { (try? MachOReader.readSlices(from: Data(bytes[0..<$0]))) != nil }
        #expect(accepted.isEmpty, "prefixes read as valid: \(accepted.prefix(10))")
    }

    @Test(
        "Thousands of seeded random byte changes never trap, and any error is one line",
        arguments: ["App-sdk27-delegate", "App-sdk27-delegate-lld14", "App-sdk27-accessory-fat"])
    func randomMutationsNeverTrap(_ file: String) throws {
        let original = try MachOFixture.bytes(file)
        var random = SeededGenerator(seed: 0xA1_4B17 ^ UInt64(file.utf8.count))
        var outcomes = (read: 0, refused: 0)
        var badMessages: [String] = []
        for _ in 0..<1500 {
            let mutated = Self.mutate(original, using: &random)
            do {
                _ = try MachOReader.readSlices(from: Data(mutated))
                outcomes.read += 1
            } catch {
                outcomes.refused += 1
                if !Self.isOneLine(error.description) { badMessages.append(error.description) }
            }
        }
        #expect(badMessages.isEmpty)
        // Both outcomes happen: the mutations reach structure the reader checks, and not all of it.
        #expect(outcomes.read > 0)
        #expect(outcomes.refused > 0)
    }

    /// Changes 1 to 8 bytes: mostly in the first 4 KB (header, load commands, fat table), where a
    /// change matters most, the rest anywhere (string sections, import tables, symbols). A third
    /// of the changes write a 32-bit extreme (0, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000) instead.
    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var mutated = bytes
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let nearStart = Bool.random(using: &random)
            let limit = nearStart ? min(4096, mutated.count) : mutated.count
            let offset = Int.random(in: 0..<limit, using: &random)
            if Int.random(in: 0..<3, using: &random) == 0, offset + 4 <= mutated.count {
                let extreme = [UInt32(0), .max, 0x7FFF_FFFF, 0x8000_0000].randomElement(using: &random) ?? 0
                MachOTestBytes.patch32(&mutated, at: offset, extreme)
            } else {
                mutated[offset] = UInt8.random(in: 0...255, using: &random)
            }
        }
        return mutated
    }

    static func isOneLine(_ message: String) -> Bool {
        !message.isEmpty && !message.contains("\n")
    }
}
