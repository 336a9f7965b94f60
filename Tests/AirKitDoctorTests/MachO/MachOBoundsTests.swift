import AirKitDoctor
import Foundation
import Testing

/// Counts, offsets and sizes at the edges of their types (near `UInt32.max` and `UInt64.max`),
/// written into otherwise valid images: each must be refused with a message that names the field,
/// without trapping on overflow or allocating what the count asks for.
@Suite("Mach-O reader bounds")
struct MachOBoundsTests {
    struct HostileImage: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bytes: [UInt8]
        var message: String
    }

    typealias Command = SyntheticMachO.Command

    static let buildVersion = Command.buildVersion(platform: 2, minimumOS: 0x11_0000, sdk: 0x1B_0000)
    static let text = Command.segment(
        name: "__TEXT", sections: [SyntheticMachO.Section(name: "__cstring", contents: [0x41, 0])])
    static let symbols = Command.symbolTable([
        SyntheticMachO.Symbol(name: "_OBJC_CLASS_$_UISceneAccessory", type: SyntheticMachO.SymbolType.undefinedExternal)
    ])
    static let bind = Command.dyldInfo(bind: [0x11, 0x40, 0x5F, 0x61, 0x00, 0x90, 0x00])
    static let chained = Command.chainedFixups(SyntheticMachO.chainedFixups(importing: ["_objc_msgSend"]))

    /// The image made of `commands`, with 32-bit `value`s written at (command index, byte in the
    /// command) places; command index -1 is the Mach-O header.
    static func image(
        _ commands: [Command], patching patches: [(command: Int, at: Int, value: UInt32)] = []
    ) -> [UInt8] {
        let image = SyntheticMachO(commands: commands)
        var bytes = image.bytes()
        for patch in patches {
            let base = patch.command < 0 ? 0 : image.commandOffset(patch.command)
            MachOTestBytes.patch32(&bytes, at: base + patch.at, patch.value)
        }
        return bytes
    }

    static func image(_ commands: [Command], patching64 command: Int, at offset: Int, _ value: UInt64) -> [UInt8] {
        let image = SyntheticMachO(commands: commands)
        var bytes = image.bytes()
        MachOTestBytes.patch64(&bytes, at: image.commandOffset(command) + offset, value)
        return bytes
    }

    /// The 32-bit field at `offset` of `bytes`, little-endian.
    static func field(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    static let max = UInt32.max

    static let thinImages: [HostileImage] = [
        HostileImage(
            testDescription: "ncmds = UInt32.max", bytes: image([buildVersion], patching: [(-1, 16, max)]),
            message: "the header declares 4294967295 load commands but sizeofcmds (24 bytes) has room for at most 3"),
        HostileImage(
            testDescription: "sizeofcmds = UInt32.max", bytes: image([buildVersion], patching: [(-1, 20, max)]),
            message: "the load command area (sizeofcmds 4294967295) runs past the end of the file"),
        HostileImage(
            testDescription: "one command more than sizeofcmds holds",
            bytes: image([buildVersion], patching: [(-1, 16, 2)]),
            message: "load command 1 runs past the end of sizeofcmds"),
        HostileImage(
            testDescription: "cmdsize = 0", bytes: image([buildVersion], patching: [(0, 4, 0)]),
            message: "load command 0 (cmd 0x32, cmdsize 0) is too small"),
        HostileImage(
            testDescription: "cmdsize = UInt32.max", bytes: image([buildVersion], patching: [(0, 4, max)]),
            message: "load command 0 (cmd 0x32, cmdsize 4294967295) runs past the end of sizeofcmds"),
        HostileImage(
            testDescription: "a build version cut short by its cmdsize",
            bytes: image([buildVersion, symbols], patching: [(0, 4, 16), (1, 0, 0x32), (1, 4, 32)]),
            message: "load command 0 (cmd 0x32, cmdsize 16) is too small"),
        HostileImage(
            testDescription: "nsects = UInt32.max", bytes: image([text], patching: [(0, 64, max)]),
            message: "segment __TEXT declares 4294967295 sections but its load command has room for 1"),
        HostileImage(
            testDescription: "segment fileoff = UInt64.max", bytes: image([text], patching64: 0, at: 40, .max),
            message: "segment __TEXT (file offset 18446744073709551615, size 2) runs past the end of the file"),
        HostileImage(
            testDescription: "segment fileoff + filesize overflows",
            bytes: image([text], patching64: 0, at: 48, .max - 100),
            message: "segment __TEXT (file offset 184, size 18446744073709551515) runs past the end of the file"),
        HostileImage(
            testDescription: "section offset = UInt32.max", bytes: image([text], patching: [(0, 72 + 48, max)]),
            message: "section __TEXT,__cstring (offset 4294967295, size 2) runs past the end of the file"),
        HostileImage(
            testDescription: "section size = UInt64.max", bytes: image([text], patching64: 0, at: 72 + 40, .max),
            message: "section __TEXT,__cstring (offset 184, size 18446744073709551615) runs past the end of the file"),
        HostileImage(
            testDescription: "nsyms = UInt32.max", bytes: image([symbols], patching: [(0, 12, max)]),
            message: "the symbol table (offset 56, nsyms 4294967295) runs past the end of the file"),
        HostileImage(
            testDescription: "symoff = UInt32.max", bytes: image([symbols], patching: [(0, 8, max)]),
            message: "the symbol table (offset 4294967295, nsyms 1) runs past the end of the file"),
        HostileImage(
            testDescription: "strsize = UInt32.max", bytes: image([symbols], patching: [(0, 20, max)]),
            message: "the string table (offset 72, size 4294967295) runs past the end of the file"),
        HostileImage(
            testDescription: "a symbol's n_strx = UInt32.max", bytes: symbolNamePatched(to: max),
            message: "symbol 0 has a name offset (4294967295) outside the string table"),
        HostileImage(
            testDescription: "bind size = UInt32.max", bytes: image([bind], patching: [(0, 20, max)]),
            message: "the bind opcode stream (offset 80, size 4294967295) runs past the end of the file"),
        HostileImage(
            testDescription: "lazy bind offset = UInt32.max", bytes: image([bind], patching: [(0, 32, max), (0, 36, 1)]),
            message: "the lazy bind opcode stream (offset 4294967295, size 1) runs past the end of the file"),
        HostileImage(
            testDescription: "chained fixups dataoff = UInt32.max", bytes: image([chained], patching: [(0, 8, max)]),
            message: "the chained fixups data (offset 4294967295, size 58) runs past the end of the file"),
        HostileImage(
            testDescription: "chained imports_count = UInt32.max", bytes: chainedHeaderPatched(at: 16, to: max),
            message:
                "the chained fixups imports table (imports_count 4294967295) runs past the end of the chained fixups data"),
        HostileImage(
            testDescription: "chained symbols_offset = UInt32.max", bytes: chainedHeaderPatched(at: 12, to: max),
            message: "the chained fixups symbol pool (offset 4294967295) runs past the end of the chained fixups data"),
        HostileImage(
            testDescription: "chained import name offset outside the pool", bytes: chainedHeaderPatched(at: 40, to: max),
            message: "a chained fixups import names offset 8388607, outside the symbol pool"),
        HostileImage(
            testDescription: "chained fixups version 1", bytes: chainedHeaderPatched(at: 0, to: 1),
            message: "chained fixups version 1 is not supported"),
        HostileImage(
            testDescription: "chained imports format 4", bytes: chainedHeaderPatched(at: 20, to: 4),
            message: "chained fixups imports format 4 is not supported"),
        HostileImage(
            testDescription: "zlib-compressed chained symbol pool", bytes: chainedHeaderPatched(at: 24, to: 1),
            message: "chained fixups with a compressed symbol pool (format 1) are not supported"),
        HostileImage(
            testDescription: "bind symbol name without its NUL", bytes: image([.dyldInfo(bind: [0x40, 0x5F, 0x61])]),
            message: "bind opcodes: a symbol name runs past the end of the stream"),
        HostileImage(
            testDescription: "ULEB128 wider than 64 bits",
            bytes: image([.dyldInfo(bind: [0x70] + [UInt8](repeating: 0xFF, count: 10) + [0x01])]),
            message: "bind opcodes: a ULEB128 operand at offset 11 is cut off or too large"),
        HostileImage(
            testDescription: "ULEB128 cut off by the stream's end", bytes: image([.dyldInfo(lazyBind: [0x72, 0x80])]),
            message: "lazy bind opcodes: a ULEB128 operand at offset 2 is cut off or too large"),
        HostileImage(
            testDescription: "SLEB128 cut off by the stream's end", bytes: image([.dyldInfo(weakBind: [0x60, 0xFF])]),
            message: "weak bind opcodes: an addend runs past the end of the stream"),
        HostileImage(
            testDescription: "unknown bind opcode", bytes: image([.dyldInfo(bind: [0x11, 0xE0])]),
            message: "bind opcodes: unknown opcode 0xe0 at offset 1"),
        HostileImage(
            testDescription: "unknown threaded sub-opcode", bytes: image([.dyldInfo(bind: [0xD5])]),
            message: "bind opcodes: unknown opcode 0xd5 at offset 0"),
        HostileImage(
            testDescription: "big-endian 64-bit Mach-O", bytes: [0xFE, 0xED, 0xFA, 0xCF] + [UInt8](repeating: 0, count: 28),
            message: "big-endian Mach-O is not supported"),
    ]

    /// An image whose only symbol's name offset is `value`.
    static func symbolNamePatched(to value: UInt32) -> [UInt8] {
        let image = SyntheticMachO(commands: [symbols])
        var bytes = image.bytes()
        let symbolOffset = Int(field(bytes, at: image.commandOffset(0) + 8))
        MachOTestBytes.patch32(&bytes, at: symbolOffset, value)
        return bytes
    }

    /// An image whose chained-fixups blob has `value` at byte `offset` of the blob.
    static func chainedHeaderPatched(at offset: Int, to value: UInt32) -> [UInt8] {
        let image = SyntheticMachO(commands: [chained])
        var bytes = image.bytes()
        let blobOffset = Int(field(bytes, at: image.commandOffset(0) + 8))
        MachOTestBytes.patch32(&bytes, at: blobOffset + offset, value)
        return bytes
    }

    @Test("Extreme values in a thin image are refused with a message naming the field", arguments: thinImages)
    func thinImageIsRefused(_ image: HostileImage) {
        #expect(throws: MachOReadError(description: image.message)) {
            try MachOReader.readSlices(from: Data(image.bytes))
        }
    }

    // MARK: Fat headers

    static let device = SyntheticMachO(commands: [buildVersion]).bytes()

    static func fat(
        _ slices: [SyntheticFatFile.Slice] = [.init(cpuType: SyntheticMachO.CPU.arm64, bytes: device)],
        is64Bit: Bool = false, patch: (offset: Int, value: UInt64, width: Int)? = nil
    ) -> [UInt8] {
        var bytes = SyntheticFatFile(slices: slices, is64Bit: is64Bit).bytes()
        if let patch {
            for index in 0..<patch.width {
                bytes[patch.offset + index] = UInt8(truncatingIfNeeded: patch.value >> (8 * (patch.width - 1 - index)))
            }
        }
        return bytes
    }

    static let twoSlices: [SyntheticFatFile.Slice] = [
        .init(cpuType: SyntheticMachO.CPU.arm64, bytes: device),
        .init(cpuType: SyntheticMachO.CPU.x8664, cpuSubtype: 3, bytes: device),
    ]

    static let fatImages: [HostileImage] = [
        HostileImage(
            testDescription: "nfat_arch = UInt32.max", bytes: fat(patch: (4, UInt64(max), 4)),
            message: "the fat header lists 4294967295 architectures (at most 64 are supported)"),
        HostileImage(
            testDescription: "nfat_arch = 0", bytes: fat(patch: (4, 0, 4)),
            message: "the fat header lists no architectures"),
        HostileImage(
            testDescription: "64 architectures in an 8 KB file", bytes: fat(patch: (4, 64, 4)),
            message: "fat slice 1 (cpu 0/0, offset 0, size 0) is empty"),
        HostileImage(
            testDescription: "a table longer than the file", bytes: Array(fat(patch: (4, 64, 4)).prefix(100)),
            message: "the fat architecture table (nfat_arch 64) runs past the end of the file"),
        HostileImage(
            testDescription: "slice offset = UInt32.max", bytes: fat(patch: (16, UInt64(max), 4)),
            message: "fat slice 0 (arm64, offset 4294967295, size 56) runs past the end of the file"),
        HostileImage(
            testDescription: "slice size = UInt32.max", bytes: fat(patch: (20, UInt64(max), 4)),
            message: "fat slice 0 (arm64, offset 4096, size 4294967295) runs past the end of the file"),
        HostileImage(
            testDescription: "64-bit slice offset = UInt64.max", bytes: fat(is64Bit: true, patch: (16, .max, 8)),
            message: "fat slice 0 (arm64, offset 18446744073709551615, size 56) runs past the end of the file"),
        HostileImage(
            testDescription: "64-bit offset + size overflows", bytes: fat(is64Bit: true, patch: (24, .max - 10, 8)),
            message: "fat slice 0 (arm64, offset 4096, size 18446744073709551605) runs past the end of the file"),
        HostileImage(
            testDescription: "a slice inside the fat header", bytes: fat(patch: (16, 4, 4)),
            message: "fat slice 0 (arm64, offset 4, size 56) overlaps the fat header"),
        HostileImage(
            testDescription: "an empty slice", bytes: fat(patch: (20, 0, 4)),
            message: "fat slice 0 (arm64, offset 4096, size 0) is empty"),
        HostileImage(
            testDescription: "overlapping slices", bytes: fat(twoSlices, patch: (36, 4100, 4)),
            message: "fat slices 0 and 1 overlap"),
        HostileImage(
            testDescription: "a 32-bit slice",
            bytes: fat([.init(cpuType: 12, bytes: [0xCE, 0xFA, 0xED, 0xFE] + [UInt8](repeating: 0, count: 24))]),
            message: "fat slice 0 (cpu 12/0): 32-bit Mach-O is not supported"),
        HostileImage(
            testDescription: "a text slice after a good one",
            bytes: fat([twoSlices[0], .init(cpuType: SyntheticMachO.CPU.x8664, cpuSubtype: 3, bytes: Array("text\n".utf8))]),
            message: "fat slice 1 (x86_64): not a Mach-O file"),
        HostileImage(
            testDescription: "a three-byte slice",
            bytes: fat([.init(cpuType: SyntheticMachO.CPU.arm64, bytes: [0xCF, 0xFA, 0xED])]),
            message: "fat slice 0 (arm64): not a Mach-O file"),
        HostileImage(
            testDescription: "a slice error keeps its own message",
            bytes: fat([.init(cpuType: SyntheticMachO.CPU.arm64, bytes: image([buildVersion], patching: [(0, 4, 0)]))]),
            message: "fat slice 0 (arm64): load command 0 (cmd 0x32, cmdsize 0) is too small"),
    ]

    @Test("Extreme values in a fat header are refused with a message naming the slice", arguments: fatImages)
    func fatImageIsRefused(_ image: HostileImage) {
        #expect(throws: MachOReadError(description: image.message)) {
            try MachOReader.readSlices(from: Data(image.bytes))
        }
    }
}
