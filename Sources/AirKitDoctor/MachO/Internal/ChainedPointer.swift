/// Decodes a pointer stored in a segment that carries fixup chains into the virtual address it
/// will point to once dyld has rebased it.
///
/// In such a segment the 64-bit word on disk is a `dyld_chained_ptr_*` record, not an address: a
/// rebase packs its target with the `next` link and flag bits, and a bind holds an import index.
/// The reader needs only rebase targets (to follow Objective-C class metadata), for the 64-bit
/// formats that apps use.
enum ChainedPointer {
    enum Format {
        /// `DYLD_CHAINED_PTR_ARM64E`: target is an address.
        static let arm64e: UInt16 = 1
        /// `DYLD_CHAINED_PTR_64`: target is an address.
        static let pointer64: UInt16 = 2
        /// `DYLD_CHAINED_PTR_64_OFFSET`: target is an offset from the preferred load address.
        static let pointer64Offset: UInt16 = 6
        /// `DYLD_CHAINED_PTR_ARM64E_USERLAND` and `…_USERLAND24`: targets are offsets.
        static let arm64eUserland: UInt16 = 9
        static let arm64eUserland24: UInt16 = 12
    }

    /// Whether ``rebaseTarget(_:format:preferredLoadAddress:)`` knows `format`.
    static func canDecode(_ format: UInt16) -> Bool {
        [Format.arm64e, Format.pointer64, Format.pointer64Offset, Format.arm64eUserland, Format.arm64eUserland24]
            .contains(format)
    }

    /// The address a rebase record points to, or `nil` when `raw` is a bind (an import has no
    /// address in this image) or `format` is not one of the formats above.
    static func rebaseTarget(_ raw: UInt64, format: UInt16, preferredLoadAddress: UInt64) -> UInt64? {
        switch format {
        case Format.pointer64, Format.pointer64Offset:
            // bind:1 (63) | next:12 | reserved:7 | high8:8 (36) | target:36
            guard raw >> 63 == 0 else { return nil }
            let target = raw & 0xF_FFFF_FFFF
            let high8 = (raw >> 36) & 0xFF
            let base = format == Format.pointer64Offset ? preferredLoadAddress : 0
            return add(target, to: base).map { $0 | (high8 << 56) }
        case Format.arm64e, Format.arm64eUserland, Format.arm64eUserland24:
            // auth:1 (63) | bind:1 (62) | … ; an authenticated rebase has a 32-bit offset target,
            // a plain one a 43-bit target and high8 (43).
            guard (raw >> 62) & 1 == 0 else { return nil }
            if raw >> 63 == 1 {
                return add(raw & 0xFFFF_FFFF, to: preferredLoadAddress)
            }
            let target = raw & 0x7FF_FFFF_FFFF
            let high8 = (raw >> 43) & 0xFF
            let base = format == Format.arm64e ? 0 : preferredLoadAddress
            return add(target, to: base).map { $0 | (high8 << 56) }
        default:
            return nil
        }
    }

    /// `base + offset`, or `nil` when the sum does not fit (the record is garbage).
    private static func add(_ offset: UInt64, to base: UInt64) -> UInt64? {
        let (sum, overflow) = base.addingReportingOverflow(offset)
        return overflow ? nil : sum
    }
}
