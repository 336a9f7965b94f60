import AirKitDoctor
import Foundation
import Testing

/// Files whose many offsets all point into the same long string, or that declare absurd numbers of
/// segments: the reader must finish (its work per name is bounded by the names it looks for)
/// and report only what is real. The time limits catch a hang, not a speed target.
@Suite("Mach-O reader bounded work")
struct MachOBoundedWorkTests {
    /// A thin image with only `LC_SYMTAB`: `count` symbols of `type`, all named by the string at
    /// offset 1 of a string table holding `name` (without a NUL when `terminated` is false).
    static func symbols(
        count: Int, type: UInt8, name: [UInt8], terminated: Bool = true
    ) -> [UInt8] {
        var image = MachOTestBytes()
        let symbolOffset = 32 + 24
        let stringOffset = symbolOffset + 16 * count
        let strings: [UInt8] = [0] + name + (terminated ? [0] : [])
        for field in [UInt32(0xFEED_FACF), SyntheticMachO.CPU.arm64, 0, 2, 1, 24, 0, 0] { image.append32(field) }
        for field in [UInt32(2), 24, UInt32(symbolOffset), UInt32(count), UInt32(stringOffset), UInt32(strings.count)] {
            image.append32(field)
        }
        for _ in 0..<count {
            image.append32(1)
            image.append([type, type == SyntheticMachO.SymbolType.definedExternal ? 1 : 0, 0, 0])
            image.append64(0)
        }
        image.append(strings)
        return image.bytes
    }

    static let classPrefix = Array("_OBJC_CLASS_$_".utf8)

    @Test(
        "100,000 class symbols naming one 1 MB string are read without scanning it each time",
        .timeLimit(.minutes(1)))
    func manySymbolsIntoOneLongName() throws {
        let longName = Self.classPrefix + [UInt8](repeating: 0x41, count: 1 << 20)
        let image = Self.symbols(count: 100_000, type: SyntheticMachO.SymbolType.definedExternal, name: longName)
        let slice = try #require(try MachOReader.readSlices(from: Data(image)).first)
        #expect(slice.definedObjCClassNames == [])
    }

    @Test("A class name of 4096 bytes is reported; one byte longer is not a class name")
    func classNameLengthCap() throws {
        for (length, isReported) in [(4096, true), (4097, false)] {
            let name = Self.classPrefix + [UInt8](repeating: 0x42, count: length)
            let image = Self.symbols(count: 1, type: SyntheticMachO.SymbolType.definedExternal, name: name)
            let slice = try #require(try MachOReader.readSlices(from: Data(image)).first)
            #expect(slice.definedObjCClassNames?.count == (isReported ? 1 : 0), "length \(length)")
        }
    }

    @Test("An undefined symbol whose name runs to the end of the string table is no match, and no error")
    func unterminatedUndefinedName() throws {
        let name = Array("_OBJC_CLASS_$_UISceneAccessory".utf8)
        let image = Self.symbols(count: 1, type: SyntheticMachO.SymbolType.undefinedExternal, name: name, terminated: false)
        let slice = try #require(try MachOReader.readSlices(from: Data(image)).first)
        #expect(slice.importsSceneAccessoryClass == false)
    }

    @Test("A slice with more than 255 segments is refused")
    func tooManySegments() {
        let image = SyntheticMachO(
            commands: Array(repeating: .segment(name: "__DATA", sections: []), count: 256))
        #expect(throws: MachOReadError(description: "the slice has more than 255 segments")) {
            try MachOReader.readSlices(from: Data(image.bytes()))
        }
    }

    @Test("255 segments are still read")
    func segmentLimitIsInclusive() throws {
        let image = SyntheticMachO(
            commands: Array(repeating: .segment(name: "__DATA", sections: []), count: 255))
        #expect(try MachOReader.readSlices(from: Data(image.bytes())).count == 1)
    }
}
