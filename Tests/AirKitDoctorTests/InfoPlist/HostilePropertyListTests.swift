import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

/// Property lists built to make a reader do far more work than their size suggests: shared
/// objects that expand exponentially, and more keys than any Info.plist holds.
@Suite("Property lists built to exhaust the reader")
struct HostilePropertyListTests {
    @Test("a binary plist whose shared arrays expand to a million values is refused with one line")
    func sharedObjectsExpandingToAMillion() throws {
        let data = HostilePlists.sharedArrays(levels: 6, fanOut: 10)
        let error = try #require(refusal(of: data), "the file was accepted")
        #expect(error.reason.contains("shared objects"), "\(error.reason)")
        #expect(!error.description.contains("\n"))
    }

    @Test("the 1.5 KB binary plist whose 30 shared arrays expand to 10^30 values is refused")
    func sharedObjectsExpandingTo10To30() throws {
        let data = HostilePlists.sharedArrays(levels: 30, fanOut: 10)
        #expect(data.count < 1_600)
        let error = try #require(refusal(of: data), "the file was accepted")
        #expect(error.reason.contains("shared objects"), "\(error.reason)")
    }

    @Test("a plist of 60,000 keys, more values than any Info.plist holds, is refused with one line", arguments: [false, true])
    func tooManyKeys(colliding: Bool) throws {
        let data = HostilePlists.manyKeys(60_000, collidingInCoreFoundation: colliding)
        let error = try #require(refusal(of: data), "the file was accepted")
        #expect(error.reason.contains("more than 100,000 values"), "\(error.reason)")
    }

    @Test("a repository holding the expanding plist is still searched, and the plist is not taken for an app's")
    func folderScanSurvivesTheExpandingPlist() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("docs/Settings.plist", HostilePlists.sharedArrays(levels: 30, fanOut: 10))
        try scratch.write("App/Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        #expect(report.apps.map(\.name) == ["App"])
        #expect(report.errors.isEmpty)
    }
}

/// Why `data` is refused as an Info.plist, or `nil` when it is accepted (whose value, at these sizes,
/// is not worth printing).
func refusal(of data: Data) -> InputError? {
    do {
        _ = try InfoPlistLoader.load(data, path: "Hostile.plist")
        return nil
    } catch {
        return error
    }
}

/// Builders of hostile property lists, shared with the fuzz target's seeds and the benchmarks.
enum HostilePlists {
    /// A binary plist `{ "X": a0 }` where array `a(i)` lists `a(i+1)` `fanOut` times and the last
    /// array is empty: `fanOut^(levels-1)` values once expanded, in about `levels × fanOut × 2` bytes.
    static func sharedArrays(levels: Int, fanOut: Int) -> Data {
        var objects: [[UInt8]] = []
        objects.append([0xD1, 0x00, 0x01, 0x00, 0x02])  // { ref 1 : ref 2 }
        objects.append([0x51, UInt8(ascii: "X")])
        for level in 0..<levels {
            let next = UInt16(2 + level + 1)
            let references = level == levels - 1 ? [] : Array(repeating: next, count: fanOut)
            var object: [UInt8] =
                references.count < 15 ? [0xA0 | UInt8(references.count)] : [0xAF, 0x10, UInt8(references.count)]
            for reference in references { object += [UInt8(reference >> 8), UInt8(reference & 0xFF)] }
            objects.append(object)
        }
        var data = Data("bplist00".utf8)
        var offsets: [UInt16] = []
        for object in objects {
            offsets.append(UInt16(data.count))
            data.append(contentsOf: object)
        }
        let table = data.count
        for offset in offsets { data.append(contentsOf: [UInt8(offset >> 8), UInt8(offset & 0xFF)]) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 2, 2])
        for value in [UInt64(objects.count), 0, UInt64(table)] {
            data.append(contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init))
        }
        return data
    }

    /// An XML plist of `count` keys, each `<true/>`. With `collidingInCoreFoundation`, every key is
    /// 130 characters that differ only outside the first, middle and last 32, the only characters
    /// CoreFoundation's string hash reads in a string longer than 96: all keys share one hash.
    static func manyKeys(_ count: Int, collidingInCoreFoundation: Bool) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        text.reserveCapacity(count * 160)
        for index in 0..<count {
            let number = String(index)
            let unique = String(repeating: "0", count: 10 - number.count) + number
            let key =
                collidingInCoreFoundation
                ? String(repeating: "A", count: 32) + unique + String(repeating: "B", count: 7)
                    + String(repeating: "C", count: 32)
                    + String(repeating: "D", count: 17) + String(repeating: "E", count: 32)
                : unique + String(repeating: "x", count: 120)
            text += "\t<key>\(key)</key>\n\t<true/>\n"
        }
        text += "</dict>\n</plist>\n"
        return Data(text.utf8)
    }
}
