extension SliceLayout {
    /// Reads the `mach_header_64` and walks the load commands of `slice`, which must start with
    /// `MH_MAGIC_64`.
    ///
    /// The number of commands is capped by `sizeofcmds` (each takes at least 8 bytes), each
    /// command must fit in what is left of `sizeofcmds`, and the walk advances by at least 8 bytes
    /// per command, so it ends on any input.
    init(parsing slice: ByteWindow) throws(MachOReadError) {
        guard slice.range(offset: 0, length: MachOFormat.Size.machHeader64) != nil,
            let cpuType = slice.uint32(at: 4), let cpuSubtype = slice.uint32(at: 8),
            let commandCount = slice.uint32(at: 16), let commandsSize = slice.uint32(at: 20)
        else {
            throw .pastEnd("the Mach-O header")
        }
        self.cpuType = cpuType
        self.cpuSubtype = cpuSubtype

        guard let commands = slice.range(offset: MachOFormat.Size.machHeader64, length: Int(commandsSize)) else {
            throw .pastEnd("the load command area (sizeofcmds \(commandsSize))")
        }
        let room = Int(commandsSize) / MachOFormat.Size.loadCommand
        guard Int(commandCount) <= room else {
            throw .malformed(
                "the header declares \(commandCount) load commands"
                    + " but sizeofcmds (\(commandsSize) bytes) has room for at most \(room)")
        }
        var offset = commands.lowerBound
        for index in 0..<Int(commandCount) {
            guard commands.upperBound - offset >= MachOFormat.Size.loadCommand,
                let command = slice.uint32(at: offset), let size = slice.uint32(at: offset + 4)
            else {
                throw .pastEnd("load command \(index)", of: "sizeofcmds")
            }
            let described = "load command \(index) (cmd \(command.hexDescription), cmdsize \(size))"
            guard Int(size) >= MachOFormat.Size.loadCommand else { throw .malformed("\(described) is too small") }
            guard Int(size) <= commands.upperBound - offset else { throw .pastEnd(described, of: "sizeofcmds") }
            try record(command, in: slice.window(offset..<(offset + Int(size))), of: slice, described: described)
            offset += Int(size)
        }
    }

    /// Notes what one load command declares. `command` holds the whole load command.
    private mutating func record(
        _ kind: UInt32, in command: ByteWindow, of slice: ByteWindow, described: String
    ) throws(MachOReadError) {
        switch kind {
        case MachOFormat.LoadCommand.segment64:
            try recordSegment(command, of: slice, described: described)
        case MachOFormat.LoadCommand.buildVersion where buildVersion == nil:
            let fields = try Self.fields(3, of: command, from: 8, described: described)
            buildVersion = Deployment(platform: fields[0], minimumOS: fields[1], sdk: fields[2])
        case MachOFormat.LoadCommand.versionMinIPhoneOS where versionMinimum == nil,
            MachOFormat.LoadCommand.versionMinMacOSX where versionMinimum == nil:
            let fields = try Self.fields(2, of: command, from: 8, described: described)
            let platform =
                kind == MachOFormat.LoadCommand.versionMinMacOSX
                ? MachOFormat.Platform.macOS : iPhoneOSPlatformBeforeBuildVersion
            versionMinimum = Deployment(platform: platform, minimumOS: fields[0], sdk: fields[1])
        case MachOFormat.LoadCommand.symtab:
            try recordSymbolTable(command, of: slice, described: described)
        case MachOFormat.LoadCommand.dyldInfo, MachOFormat.LoadCommand.dyldInfoOnly:
            try recordBindStreams(command, of: slice, described: described)
        case MachOFormat.LoadCommand.dyldChainedFixups:
            let fields = try Self.fields(2, of: command, from: 8, described: described)
            guard let blob = slice.range(offset: UInt64(fields[0]), length: UInt64(fields[1])) else {
                throw .pastEnd("the chained fixups data (offset \(fields[0]), size \(fields[1]))")
            }
            chainedFixups = blob
        default:
            break
        }
    }

    /// Before `LC_BUILD_VERSION`, simulator binaries carried `LC_VERSION_MIN_IPHONEOS` too; dyld
    /// tells them apart by the Intel CPU, and so does the reader.
    private var iPhoneOSPlatformBeforeBuildVersion: UInt32 {
        cpuType == MachOFormat.CPU.x8664 ? MachOFormat.Platform.iOSSimulator : MachOFormat.Platform.iOS
    }

    /// `count` consecutive little-endian `UInt32` fields starting at byte `start` of `command`.
    private static func fields(
        _ count: Int, of command: ByteWindow, from start: Int, described: String
    ) throws(MachOReadError) -> [UInt32] {
        var values: [UInt32] = []
        for index in 0..<count {
            guard let value = command.uint32(at: start + 4 * index) else {
                throw .malformed("\(described) is too small")
            }
            values.append(value)
        }
        return values
    }

    private mutating func recordSymbolTable(
        _ command: ByteWindow, of slice: ByteWindow, described: String
    ) throws(MachOReadError) {
        let fields = try Self.fields(4, of: command, from: 8, described: described)
        let (symbolOffset, symbolCount, stringOffset, stringSize) = (fields[0], fields[1], fields[2], fields[3])
        guard
            let symbols = slice.range(
                offset: UInt64(symbolOffset), count: UInt64(symbolCount), size: UInt64(MachOFormat.Size.nlist64))
        else {
            throw .pastEnd("the symbol table (offset \(symbolOffset), nsyms \(symbolCount))")
        }
        guard let strings = slice.range(offset: UInt64(stringOffset), length: UInt64(stringSize)) else {
            throw .pastEnd("the string table (offset \(stringOffset), size \(stringSize))")
        }
        symbolTable = SymbolTable(symbols: symbols, symbolCount: Int(symbolCount), strings: strings)
    }

    private mutating func recordBindStreams(
        _ command: ByteWindow, of slice: ByteWindow, described: String
    ) throws(MachOReadError) {
        // rebase, bind, weak bind, lazy bind, export: an (offset, size) pair each.
        let fields = try Self.fields(10, of: command, from: 8, described: described)
        let streams: [(BindStream.Kind, UInt32, UInt32)] = [
            (.bind, fields[2], fields[3]), (.weakBind, fields[4], fields[5]), (.lazyBind, fields[6], fields[7]),
        ]
        for (kind, offset, size) in streams where size > 0 {
            guard let range = slice.range(offset: UInt64(offset), length: UInt64(size)) else {
                throw .pastEnd("the \(kind.rawValue) opcode stream (offset \(offset), size \(size))")
            }
            bindStreams.append(BindStream(kind: kind, range: range))
        }
    }
}
