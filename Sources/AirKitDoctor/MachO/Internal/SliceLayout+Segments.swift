extension SliceLayout {
    /// Real images have a handful of segments (dyld's bind opcodes can address only 16 with an
    /// immediate). The cap keeps every address lookup, done once per class-list pointer, cheap.
    static let maximumSegmentCount = 255

    /// Records an `LC_SEGMENT_64` and its `section_64` headers.
    ///
    /// The segment's file bytes and every section that has file bytes must lie inside the slice;
    /// the section count is capped by the room the command has for section headers.
    mutating func recordSegment(
        _ command: ByteWindow, of slice: ByteWindow, described: String
    ) throws(MachOReadError) {
        guard segments.count < Self.maximumSegmentCount else {
            throw .malformed("the slice has more than \(Self.maximumSegmentCount) segments")
        }
        guard command.count >= MachOFormat.Size.segmentCommand64,
            let name = command.paddedName(at: 8, length: 16),
            let vmAddress = command.uint64(at: 24),
            let fileOffset = command.uint64(at: 40), let fileSize = command.uint64(at: 48),
            let sectionCount = command.uint32(at: 64)
        else {
            throw .malformed("\(described) is too small for a segment")
        }
        guard let fileRange = slice.range(offset: fileOffset, length: fileSize) else {
            throw .pastEnd("segment \(name) (file offset \(fileOffset), size \(fileSize))")
        }
        let room = (command.count - MachOFormat.Size.segmentCommand64) / MachOFormat.Size.section64
        guard Int(sectionCount) <= room else {
            throw .malformed(
                "segment \(name) declares \(sectionCount) sections but its load command has room for \(room)")
        }
        segments.append(Segment(name: name, vmAddress: vmAddress, fileRange: fileRange))
        for index in 0..<Int(sectionCount) {
            let header = MachOFormat.Size.segmentCommand64 + index * MachOFormat.Size.section64
            sections.append(try Self.section(at: header, in: command, of: slice))
        }
    }

    private static func section(
        at header: Int, in command: ByteWindow, of slice: ByteWindow
    ) throws(MachOReadError) -> Section {
        guard let name = command.paddedName(at: header, length: 16),
            let segmentName = command.paddedName(at: header + 16, length: 16),
            let size = command.uint64(at: header + 40), let offset = command.uint32(at: header + 48),
            let flags = command.uint32(at: header + 64)
        else {
            throw .malformed("a section header runs past the end of its load command")
        }
        let isZeroFill = MachOFormat.SectionType.zeroFill.contains(flags & MachOFormat.SectionType.mask)
        guard !isZeroFill, size > 0 else {
            return Section(segmentName: segmentName, name: name, fileRange: nil)
        }
        guard let fileRange = slice.range(offset: UInt64(offset), length: size) else {
            throw .pastEnd("section \(segmentName),\(name) (offset \(offset), size \(size))")
        }
        return Section(segmentName: segmentName, name: name, fileRange: fileRange)
    }
}
