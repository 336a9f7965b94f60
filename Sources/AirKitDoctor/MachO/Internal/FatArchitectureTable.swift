/// The architecture table at the start of a fat (universal) file: where each slice lies.
///
/// Fat headers are big-endian in both the 32-bit (`FAT_MAGIC`) and 64-bit (`FAT_MAGIC_64`) forms.
/// Reading succeeds only when every slice is non-empty, lies after the table and inside the file,
/// and no two slices overlap.
struct FatArchitectureTable {
    struct Entry: Equatable {
        var architecture: String
        var range: Range<Int>
    }

    /// More than any real universal binary carries; a larger count means the bytes are not a fat
    /// header (Java class files share the `0xCAFEBABE` magic).
    static let maximumArchitectureCount: UInt32 = 64

    /// The slices in the order the table lists them.
    let entries: [Entry]

    init(parsing file: ByteWindow, is64Bit: Bool) throws(MachOReadError) {
        guard let declaredCount = file.bigEndianUInt32(at: 4) else {
            throw .pastEnd("the fat header")
        }
        guard declaredCount > 0 else { throw .malformed("the fat header lists no architectures") }
        guard declaredCount <= Self.maximumArchitectureCount else {
            throw .malformed(
                "the fat header lists \(declaredCount) architectures"
                    + " (at most \(Self.maximumArchitectureCount) are supported)")
        }
        let entrySize = is64Bit ? MachOFormat.Size.fatArch64 : MachOFormat.Size.fatArch32
        let tableOffset = UInt64(MachOFormat.Size.fatHeader)
        guard let table = file.range(offset: tableOffset, count: UInt64(declaredCount), size: UInt64(entrySize)) else {
            throw .pastEnd("the fat architecture table (nfat_arch \(declaredCount))")
        }
        var entries: [Entry] = []
        for index in 0..<Int(declaredCount) {
            let fields = RawEntry(at: table.lowerBound + index * entrySize, in: file, is64Bit: is64Bit)
            entries.append(try Self.entry(index, fields, in: file, tableEnd: table.upperBound))
        }
        try Self.checkNoOverlap(entries)
        self.entries = entries
    }

    /// The fields of one `fat_arch` or `fat_arch_64`, widened to 64 bits.
    private struct RawEntry {
        var cpuType: UInt32?
        var cpuSubtype: UInt32?
        var offset: UInt64?
        var size: UInt64?

        init(at entry: Int, in file: ByteWindow, is64Bit: Bool) {
            cpuType = file.bigEndianUInt32(at: entry)
            cpuSubtype = file.bigEndianUInt32(at: entry + 4)
            if is64Bit {
                offset = file.bigEndianUInt64(at: entry + 8)
                size = file.bigEndianUInt64(at: entry + 16)
            } else {
                offset = file.bigEndianUInt32(at: entry + 8).map(UInt64.init)
                size = file.bigEndianUInt32(at: entry + 12).map(UInt64.init)
            }
        }
    }

    private static func entry(
        _ index: Int, _ fields: RawEntry, in file: ByteWindow, tableEnd: Int
    ) throws(MachOReadError) -> Entry {
        guard let cpuType = fields.cpuType, let cpuSubtype = fields.cpuSubtype,
            let sliceOffset = fields.offset, let sliceSize = fields.size
        else {
            throw .pastEnd("fat architecture \(index)")
        }
        let architecture = ArchitectureName.of(cpuType: cpuType, cpuSubtype: cpuSubtype)
        let described = "fat slice \(index) (\(architecture), offset \(sliceOffset), size \(sliceSize))"
        guard let range = file.range(offset: sliceOffset, length: sliceSize) else {
            throw .pastEnd(described)
        }
        guard !range.isEmpty else { throw .malformed("\(described) is empty") }
        guard range.lowerBound >= tableEnd else { throw .malformed("\(described) overlaps the fat header") }
        return Entry(architecture: architecture, range: range)
    }

    private static func checkNoOverlap(_ entries: [Entry]) throws(MachOReadError) {
        let byStart = entries.indices.sorted { entries[$0].range.lowerBound < entries[$1].range.lowerBound }
        for (earlier, later) in zip(byStart, byStart.dropFirst())
        where entries[earlier].range.upperBound > entries[later].range.lowerBound {
            throw .malformed("fat slices \(min(earlier, later)) and \(max(earlier, later)) overlap")
        }
    }
}
