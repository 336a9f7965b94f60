import Foundation
import Testing

@testable import AirKitDoctor

/// Reading an executable from its path, range by range, instead of from bytes in memory.
@Suite("Mach-O reader on files")
struct MachOFileReadingTests {
    static let fixtures = MachOFixtureTests.expectations.map(\.file)

    /// A fresh file in the temporary folder holding `bytes`; removed by the caller.
    static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "macho-file-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Each fixture reads the same from its path as from its bytes", arguments: fixtures)
    func fileReadsLikeBytes(_ file: String) throws {
        let url = try MachOFixture.url(file)
        let fromFile = try MachOReader.readSlices(fromFileAt: url.path)
        #expect(fromFile == (try MachOReader.readSlices(from: Data(contentsOf: url))))
    }

    @Test("A truncated file gives the same one-line error from its path as from its bytes")
    func truncatedFileGivesTheSameError() throws {
        let bytes = Array(try MachOFixture.bytes("App-sdk27-accessory-fat").prefix(5000))
        let path = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromBytes = #expect(throws: MachOReadError.self) { try MachOReader.readSlices(from: Data(bytes)) }
        let fromFile = #expect(throws: MachOReadError.self) { try MachOReader.readSlices(fromFileAt: path) }
        #expect(fromFile?.description == fromBytes?.description)
    }

    @Test("A file that shrinks after it was opened is refused as changed, without a crash")
    func fileThatShrinksWhileReadIsRefused() throws {
        let path = try Self.temporaryFile(try MachOFixture.bytes("App-sdk27-delegate"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try ReadOnlyFile(path: path, sizeLimit: .max)
        #expect(truncate(path, 1000) == 0)
        let error = #expect(throws: MachOReadError.self) { try MachOReader.readSlices(in: file) }
        #expect(error?.description == "the file changed while it was read")
    }

    @Test(
        "Paths that are not readable files give the one-line reasons the doctor uses",
        arguments: [
            ("/no/such/executable", "no such file or directory"),
            ("/tmp", "is a folder, not a file"),
            ("/dev/null", "not a regular file"),
        ])
    func unreadablePathsAreRefused(path: String, reason: String) {
        let error = #expect(throws: MachOReadError.self) { try MachOReader.readSlices(fromFileAt: path) }
        #expect(error?.description == reason)
    }

    @Test("A file above the size limit is refused before it is read")
    func fileAboveTheLimitIsRefused() throws {
        let path = try Self.temporaryFile(try MachOFixture.bytes("App-sdk27-delegate"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: MachOReadError.self) { try MachOReader.readSlices(fromFileAt: path, sizeLimit: 100) }
        #expect(error?.description.hasPrefix("file is too large (") == true)
    }

    @Test("The loader gives old chunks back past its budget and reads them again when needed")
    func loaderStaysWithinItsBudget() throws {
        let chunk = FileRegionLoader.chunkSize
        let bytes = (0..<(10 * chunk)).map { UInt8(truncatingIfNeeded: $0 / 7) }
        let path = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loader = try #require(FileRegionLoader(file: ReadOnlyFile(path: path, sizeLimit: .max), residentBudget: 2 * chunk))
        let window = ByteWindow(loading: loader)
        for pass in 0..<2 {
            for offset in stride(from: 3, to: bytes.count, by: chunk / 2) {
                #expect(window.uint8(at: offset) == bytes[offset], "pass \(pass), offset \(offset)")
                #expect(loader.residentByteCount <= 2 * chunk)
            }
        }
        // A range wider than the budget is still loaded whole.
        let wide = 0..<(4 * chunk)
        #expect(window.bytes(in: wide, equal: Array(bytes[wide])))
        #expect(!loader.fileChanged)
    }
}
