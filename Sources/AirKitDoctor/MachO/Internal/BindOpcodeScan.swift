/// Looks for a symbol name in one of dyld's classic bind opcode streams (`LC_DYLD_INFO(_ONLY)`).
///
/// Linkers that predate chained fixups (lld 14, Apple ld for old deployment targets) name every
/// imported symbol in these streams with `BIND_OPCODE_SET_SYMBOL_TRAILING_FLAGS_IMM`. The scan
/// decodes every opcode's operands so that it never mistakes an operand for a name, and it never
/// reads past the stream's declared size: an operand or a name cut off by the end is an error.
enum BindOpcodeScan {
    private enum Opcode {
        static let done: UInt8 = 0x00
        static let setDylibOrdinalImmediate: UInt8 = 0x10
        static let setDylibOrdinalULEB: UInt8 = 0x20
        static let setDylibSpecialImmediate: UInt8 = 0x30
        static let setSymbolTrailingFlagsImmediate: UInt8 = 0x40
        static let setTypeImmediate: UInt8 = 0x50
        static let setAddendSLEB: UInt8 = 0x60
        static let setSegmentAndOffsetULEB: UInt8 = 0x70
        static let addAddressULEB: UInt8 = 0x80
        static let doBind: UInt8 = 0x90
        static let doBindAddAddressULEB: UInt8 = 0xA0
        static let doBindAddAddressImmediateScaled: UInt8 = 0xB0
        static let doBindULEBTimesSkippingULEB: UInt8 = 0xC0
        static let threaded: UInt8 = 0xD0
        static let threadedSetBindOrdinalTableSizeULEB: UInt8 = 0x00
        static let threadedApply: UInt8 = 0x01
    }

    /// Whether the stream binds `symbol`. A non-lazy stream ends at its first `BIND_OPCODE_DONE`,
    /// as dyld reads it; the lazy stream uses `DONE` between entries, so it runs to its size.
    static func stream(
        _ stream: ByteWindow, kind: SliceLayout.BindStream.Kind, bindsSymbol symbol: [UInt8]
    ) throws(MachOReadError) -> Bool {
        var cursor = ByteCursor(stream)
        while let byte = cursor.readByte() {
            let opcode = byte & 0xF0
            let immediate = byte & 0x0F
            switch opcode {
            case Opcode.done:
                if kind != .lazyBind { return false }
            case Opcode.setSymbolTrailingFlagsImmediate:
                guard let name = cursor.readCString() else {
                    throw error(kind, "a symbol name runs past the end of the stream")
                }
                if stream.bytes(in: name, equal: symbol) { return true }
            case Opcode.setDylibOrdinalImmediate, Opcode.setDylibSpecialImmediate, Opcode.setTypeImmediate,
                Opcode.doBind, Opcode.doBindAddAddressImmediateScaled:
                break
            case Opcode.setDylibOrdinalULEB, Opcode.setSegmentAndOffsetULEB, Opcode.addAddressULEB,
                Opcode.doBindAddAddressULEB:
                try readULEB(&cursor, kind)
            case Opcode.doBindULEBTimesSkippingULEB:
                try readULEB(&cursor, kind)
                try readULEB(&cursor, kind)
            case Opcode.setAddendSLEB:
                guard cursor.skipLEB128() else { throw error(kind, "an addend runs past the end of the stream") }
            case Opcode.threaded where immediate == Opcode.threadedSetBindOrdinalTableSizeULEB:
                try readULEB(&cursor, kind)
            case Opcode.threaded where immediate == Opcode.threadedApply:
                break
            default:
                throw error(kind, "unknown opcode 0x\(String(byte, radix: 16)) at offset \(cursor.offset - 1)")
            }
        }
        return false
    }

    private static func readULEB(
        _ cursor: inout ByteCursor, _ kind: SliceLayout.BindStream.Kind
    ) throws(MachOReadError) {
        guard cursor.readULEB128() != nil else {
            throw error(kind, "a ULEB128 operand at offset \(cursor.offset) is cut off or too large")
        }
    }

    private static func error(_ kind: SliceLayout.BindStream.Kind, _ problem: String) -> MachOReadError {
        .malformed("\(kind.rawValue) opcodes: \(problem)")
    }
}
