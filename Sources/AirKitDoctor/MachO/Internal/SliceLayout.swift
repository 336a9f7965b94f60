/// Where the parts of one thin 64-bit Mach-O image lie, as its header and load commands declare.
///
/// Building a layout validates everything it records: every range below is inside the slice, so
/// the readers of the individual parts only have to check what lies within them.
struct SliceLayout {
    struct Segment {
        var name: String
        var vmAddress: UInt64
        /// The bytes the segment maps from the file; empty for `__PAGEZERO` and the like.
        var fileRange: Range<Int>
    }

    struct Section {
        var segmentName: String
        var name: String
        /// `nil` for empty and zero-fill sections, which have no bytes in the file.
        var fileRange: Range<Int>?
    }

    /// The deployment facts of `LC_BUILD_VERSION` or `LC_VERSION_MIN_*`.
    struct Deployment: Equatable {
        var platform: UInt32?
        var minimumOS: UInt32
        var sdk: UInt32
    }

    struct SymbolTable {
        var symbols: Range<Int>
        var symbolCount: Int
        var strings: Range<Int>
    }

    /// The streams of `LC_DYLD_INFO(_ONLY)` that name imported symbols.
    struct BindStream {
        enum Kind: String {
            case bind
            case weakBind = "weak bind"
            case lazyBind = "lazy bind"
        }

        var kind: Kind
        var range: Range<Int>
    }

    var cpuType: UInt32 = 0
    var cpuSubtype: UInt32 = 0
    var segments: [Segment] = []
    var sections: [Section] = []
    /// From the first `LC_BUILD_VERSION`.
    var buildVersion: Deployment?
    /// From the first `LC_VERSION_MIN_IPHONEOS` or `LC_VERSION_MIN_MACOSX`.
    var versionMinimum: Deployment?
    var symbolTable: SymbolTable?
    var bindStreams: [BindStream] = []
    var chainedFixups: Range<Int>?

    var architecture: String {
        ArchitectureName.of(cpuType: cpuType, cpuSubtype: cpuSubtype)
    }

    /// The first section with this segment and section name that has bytes in the file.
    func sectionBytes(segment: String, section: String) -> Range<Int>? {
        sections.first { $0.segmentName == segment && $0.name == section && $0.fileRange != nil }?.fileRange
    }

    /// The first section of this name in any segment (`__objc_classlist` lives in `__DATA` or
    /// `__DATA_CONST` depending on the linker), with or without file bytes.
    func firstSection(named name: String) -> Section? {
        sections.first { $0.name == name }
    }

    /// The address the image expects to be loaded at: the start of the segment that maps the
    /// beginning of the file (`__TEXT`). Chained-fixup offsets count from here.
    var preferredLoadAddress: UInt64? {
        segments.first { $0.fileRange.lowerBound == 0 && !$0.fileRange.isEmpty }?.vmAddress
    }

    /// The file offset that holds the byte at virtual address `address`, if a segment maps it
    /// from the file.
    func fileOffset(ofAddress address: UInt64) -> Int? {
        for segment in segments where address >= segment.vmAddress {
            let distance = address - segment.vmAddress
            if distance < UInt64(segment.fileRange.count) {
                return segment.fileRange.lowerBound + Int(distance)
            }
        }
        return nil
    }

    /// The index, in load-command order, of the segment whose file bytes contain `offset`.
    func segmentIndex(containingFileOffset offset: Int) -> Int? {
        segments.firstIndex { $0.fileRange.contains(offset) }
    }
}
