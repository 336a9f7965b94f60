/// A thin 64-bit Mach-O image built in memory, for the cases the linkers here do not produce
/// (version-minimum commands, other platforms and CPUs, every import-table format) and for
/// hostile values placed at exact offsets.
///
/// The image is the header, the load commands in the order given, then each command's payload
/// (section contents, symbols, opcode streams, fixup blobs) in the same order, 8-byte aligned.
struct SyntheticMachO {
    enum CPU {
        static let arm64: UInt32 = 0x0100_000C
        static let x8664: UInt32 = 0x0100_0007
    }

    enum LoadCommand {
        static let symtab: UInt32 = 0x2
        static let segment64: UInt32 = 0x19
        static let dyldInfoOnly: UInt32 = 0x8000_0022
        static let versionMinMacOSX: UInt32 = 0x24
        static let versionMinIPhoneOS: UInt32 = 0x25
        static let buildVersion: UInt32 = 0x32
        static let dyldChainedFixups: UInt32 = 0x8000_0034
    }

    enum SymbolType {
        static let undefinedExternal: UInt8 = 0x01
        static let definedExternal: UInt8 = 0x0F
        static let debugEntry: UInt8 = 0x24  // N_FUN, a stab
    }

    struct Section {
        var name: String
        var contents: [UInt8]
        var flags: UInt32 = 0
    }

    struct Symbol {
        var name: String
        var type: UInt8
    }

    enum Command {
        case buildVersion(platform: UInt32, minimumOS: UInt32, sdk: UInt32)
        case versionMinimum(command: UInt32, version: UInt32, sdk: UInt32)
        case segment(name: String, sections: [Section])
        case symbolTable([Symbol])
        case dyldInfo(bind: [UInt8] = [], weakBind: [UInt8] = [], lazyBind: [UInt8] = [])
        case chainedFixups([UInt8])
        /// Any command: `cmd`, then `cmdsize` = 8 + the body's size, then the body.
        case raw(command: UInt32, body: [UInt8])
    }

    var cpuType = CPU.arm64
    var cpuSubtype: UInt32 = 0
    var commands: [Command] = []

    /// Where command `index` starts in ``bytes()``.
    func commandOffset(_ index: Int) -> Int {
        32 + commands.prefix(index).map(Self.size(of:)).reduce(0, +)
    }

    func bytes() -> [UInt8] {
        let commandsSize = commands.map(Self.size(of:)).reduce(0, +)
        let payloadStart = (32 + commandsSize + 7) / 8 * 8
        var payload = Payload(start: payloadStart)
        var image = MachOTestBytes()
        image.append32(0xFEED_FACF)
        image.append32(cpuType)
        image.append32(cpuSubtype)
        image.append32(2)  // MH_EXECUTE
        image.append32(UInt32(commands.count))
        image.append32(UInt32(commandsSize))
        image.append32(0)
        image.append32(0)
        for command in commands {
            image.append(Self.encode(command, payload: &payload))
        }
        image.pad(to: payloadStart)
        image.append(payload.bytes.bytes)
        return image.bytes
    }

    /// A `LC_DYLD_CHAINED_FIXUPS` blob with no fixup chains and these imports, in imports
    /// `format` 1, 2 or 3.
    static func chainedFixups(importing names: [String], format: UInt32 = 1) -> [UInt8] {
        let importSize = [1: 4, 2: 8, 3: 16][Int(format)] ?? 4
        let startsOffset = 32
        let importsOffset = 40
        let symbolsOffset = importsOffset + names.count * importSize
        var blob = MachOTestBytes()
        for field in [0, startsOffset, importsOffset, symbolsOffset, names.count, Int(format), 0] {
            blob.append32(UInt32(field))
        }
        blob.pad(to: startsOffset)
        blob.append32(0)  // dyld_chained_starts_in_image.seg_count
        blob.pad(to: importsOffset)
        var pool = MachOTestBytes()
        for name in names {
            let nameOffset = UInt32(pool.count)
            pool.appendCString(name)
            switch format {
            case 3:
                blob.append64(UInt64(nameOffset) << 32 | 1)
                blob.append64(0)
            case 2:
                blob.append32(nameOffset << 9 | 1)
                blob.append32(0)
            default:
                blob.append32(nameOffset << 9 | 1)
            }
        }
        blob.append(pool.bytes)
        return blob.bytes
    }

    private struct Payload {
        let start: Int
        var bytes = MachOTestBytes()

        /// Appends `data` and returns its file offset.
        mutating func add(_ data: [UInt8]) -> Int {
            bytes.pad(toMultipleOf: 8)
            let offset = start + bytes.count
            bytes.append(data)
            return offset
        }
    }

    private static func size(of command: Command) -> Int {
        switch command {
        case .buildVersion: 24
        case .versionMinimum: 16
        case .segment(_, let sections): 72 + 80 * sections.count
        case .symbolTable: 24
        case .dyldInfo: 48
        case .chainedFixups: 16
        case .raw(_, let body): 8 + body.count
        }
    }

    private static func encode(_ command: Command, payload: inout Payload) -> [UInt8] {
        var out = MachOTestBytes()
        switch command {
        case .buildVersion(let platform, let minimumOS, let sdk):
            for field in [LoadCommand.buildVersion, 24, platform, minimumOS, sdk, 0] { out.append32(field) }
        case .versionMinimum(let kind, let version, let sdk):
            for field in [kind, 16, version, sdk] { out.append32(field) }
        case .segment(let name, let sections):
            return encodeSegment(name: name, sections: sections, payload: &payload)
        case .symbolTable(let symbols):
            var strings = MachOTestBytes()
            strings.append([0x20, 0])  // index 0 is the empty name, as linkers write it
            var entries = MachOTestBytes()
            for symbol in symbols {
                entries.append32(UInt32(strings.count))
                entries.append([symbol.type, symbol.type & 0x0E == 0x0E ? 1 : 0, 0, 0])
                entries.append64(0)
                strings.appendCString(symbol.name)
            }
            let symbolOffset = payload.add(entries.bytes)
            let stringOffset = payload.add(strings.bytes)
            for field in [LoadCommand.symtab, 24, UInt32(symbolOffset), UInt32(symbols.count)] { out.append32(field) }
            out.append32(UInt32(stringOffset))
            out.append32(UInt32(strings.count))
        case .dyldInfo(let bind, let weakBind, let lazyBind):
            out.append32(LoadCommand.dyldInfoOnly)
            out.append32(48)
            out.append32(0)  // no rebase opcodes
            out.append32(0)
            for stream in [bind, weakBind, lazyBind] {
                out.append32(stream.isEmpty ? 0 : UInt32(payload.add(stream)))
                out.append32(UInt32(stream.count))
            }
            out.append32(0)  // no export trie
            out.append32(0)
        case .chainedFixups(let blob):
            for field in [LoadCommand.dyldChainedFixups, 16, UInt32(payload.add(blob)), UInt32(blob.count)] {
                out.append32(field)
            }
        case .raw(let kind, let body):
            out.append32(kind)
            out.append32(UInt32(8 + body.count))
            out.append(body)
        }
        return out.bytes
    }

    private static func encodeSegment(name: String, sections: [Section], payload: inout Payload) -> [UInt8] {
        let sectionOffsets = sections.map { payload.add($0.contents) }
        let fileOffset = sectionOffsets.first ?? 0
        let fileSize = sections.last.map { sectionOffsets[sections.count - 1] + $0.contents.count - fileOffset } ?? 0
        let vmAddress = 0x1_0000_0000 + UInt64(fileOffset)
        var out = MachOTestBytes()
        out.append32(LoadCommand.segment64)
        out.append32(UInt32(72 + 80 * sections.count))
        out.appendName16(name)
        for field in [vmAddress, UInt64(fileSize), UInt64(fileOffset), UInt64(fileSize)] { out.append64(field) }
        for field in [UInt32(5), 5, UInt32(sections.count), 0] { out.append32(field) }
        for (section, offset) in zip(sections, sectionOffsets) {
            out.appendName16(section.name)
            out.appendName16(name)
            out.append64(vmAddress + UInt64(offset - fileOffset))
            out.append64(UInt64(section.contents.count))
            for field in [UInt32(offset), 0, 0, 0, section.flags, 0, 0, 0] { out.append32(field) }
        }
        return out.bytes
    }
}
