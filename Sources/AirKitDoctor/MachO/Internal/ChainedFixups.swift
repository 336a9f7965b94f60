/// The `LC_DYLD_CHAINED_FIXUPS` data of a slice: its imports table and, per segment, the format
/// of the pointers that fixup chains thread through.
///
/// Layout (`<mach-o/fixup-chains.h>`): a `dyld_chained_fixups_header`, then
/// `dyld_chained_starts_in_image` at `starts_offset`, the imports table at `imports_offset` and
/// the symbol-name pool from `symbols_offset` to the end. Only the uncompressed name pool exists in
/// practice (`symbols_format` 0); a zlib-compressed pool is reported as unsupported.
struct ChainedFixups {
    private enum ImportFormat {
        /// `DYLD_CHAINED_IMPORT`: 32 bits, `name_offset` in the top 23.
        static let plain: UInt32 = 1
        /// `DYLD_CHAINED_IMPORT_ADDEND`: the same 32 bits, then a 32-bit addend.
        static let addend: UInt32 = 2
        /// `DYLD_CHAINED_IMPORT_ADDEND64`: 64 bits, `name_offset` in the top 32, then a 64-bit addend.
        static let addend64: UInt32 = 3
    }

    private static let headerSize = 28
    private static let description = "the chained fixups data"

    private let blob: ByteWindow
    private let startsOffset: UInt32
    private let imports: Range<Int>
    private let importSize: Int
    private let importsFormat: UInt32
    private let symbolPool: ByteWindow

    init(_ blob: ByteWindow) throws(MachOReadError) {
        guard blob.count >= Self.headerSize, let version = blob.uint32(at: 0), let startsOffset = blob.uint32(at: 4),
            let importsOffset = blob.uint32(at: 8), let symbolsOffset = blob.uint32(at: 12),
            let importsCount = blob.uint32(at: 16), let importsFormat = blob.uint32(at: 20),
            let symbolsFormat = blob.uint32(at: 24)
        else {
            throw .pastEnd("the chained fixups header", of: Self.description)
        }
        guard version == 0 else { throw .malformed("chained fixups version \(version) is not supported") }
        guard symbolsFormat == 0 else {
            throw .malformed("chained fixups with a compressed symbol pool (format \(symbolsFormat)) are not supported")
        }
        let importSize: Int
        switch importsFormat {
        case ImportFormat.plain: importSize = 4
        case ImportFormat.addend: importSize = 8
        case ImportFormat.addend64: importSize = 16
        default: throw .malformed("chained fixups imports format \(importsFormat) is not supported")
        }
        guard
            let imports = blob.range(
                offset: UInt64(importsOffset), count: UInt64(importsCount), size: UInt64(importSize))
        else {
            throw .pastEnd("the chained fixups imports table (imports_count \(importsCount))", of: Self.description)
        }
        guard let pool = blob.range(offset: Int(symbolsOffset), length: blob.count - Int(symbolsOffset)) else {
            throw .pastEnd("the chained fixups symbol pool (offset \(symbolsOffset))", of: Self.description)
        }
        self.blob = blob
        self.startsOffset = startsOffset
        self.imports = imports
        self.importSize = importSize
        self.importsFormat = importsFormat
        self.symbolPool = blob.window(pool)
    }

    /// Whether an import names `symbol`. Every import read must name an offset inside the pool;
    /// names are compared in place, so the cost does not depend on how long the pool's strings are.
    func importsSymbol(_ symbol: [UInt8]) throws(MachOReadError) -> Bool {
        for entry in stride(from: imports.lowerBound, to: imports.upperBound, by: importSize) {
            guard let nameOffset = nameOffset(ofImportAt: entry) else {
                throw .pastEnd("a chained fixups import", of: Self.description)
            }
            guard nameOffset < symbolPool.count else {
                throw .malformed("a chained fixups import names offset \(nameOffset), outside the symbol pool")
            }
            if symbolPool.hasCString(symbol, at: nameOffset) { return true }
        }
        return false
    }

    private func nameOffset(ofImportAt entry: Int) -> Int? {
        if importsFormat == ImportFormat.addend64 {
            return blob.uint64(at: entry).map { Int($0 >> 32) }
        }
        return blob.uint32(at: entry).map { Int($0 >> 9) }
    }

    /// The `pointer_format` of each segment that has fixup chains, keyed by the segment's index in
    /// load-command order (`dyld_chained_starts_in_image.seg_info_offset[]`).
    func pointerFormatsBySegment() throws(MachOReadError) -> [Int: UInt16] {
        guard let segmentCount = blob.uint32(at: Int(startsOffset)) else {
            throw .pastEnd("the chained fixups segment count (offset \(startsOffset))", of: Self.description)
        }
        let offsetsStart = UInt64(startsOffset) + 4
        guard let offsets = blob.range(offset: offsetsStart, count: UInt64(segmentCount), size: 4) else {
            throw .pastEnd("the chained fixups segment table (seg_count \(segmentCount))", of: Self.description)
        }
        var formats: [Int: UInt16] = [:]
        for (index, entry) in stride(from: offsets.lowerBound, to: offsets.upperBound, by: 4).enumerated() {
            guard let segmentInfoOffset = blob.uint32(at: entry), segmentInfoOffset != 0 else {
                continue  // no fixups in this segment
            }
            // dyld_chained_starts_in_segment: size (4), page_size (2), pointer_format (2), …
            let formatOffset = UInt64(startsOffset) + UInt64(segmentInfoOffset) + 6
            guard let format = Int(exactly: formatOffset).flatMap(blob.uint16(at:)) else {
                throw .pastEnd("the chained fixups starts of segment \(index)", of: Self.description)
            }
            formats[index] = format
        }
        return formats
    }
}
