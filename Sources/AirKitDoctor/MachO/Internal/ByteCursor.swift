/// Reads a byte stream front to back, such as dyld's bind opcodes.
///
/// Every read either consumes at least one byte or returns `nil` (the stream ended inside the
/// value), so a loop that reads until a read fails always finishes.
struct ByteCursor {
    let window: ByteWindow
    private(set) var offset = 0

    init(_ window: ByteWindow) {
        self.window = window
    }

    mutating func readByte() -> UInt8? {
        guard let byte = window.uint8(at: offset) else { return nil }
        offset += 1
        return byte
    }

    /// An unsigned LEB128 value; `nil` when the stream ends inside it or it does not fit 64 bits
    /// (padding bytes past 64 bits are accepted only when they carry zeros).
    mutating func readULEB128() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = readByte() {
            let payload = UInt64(byte & 0x7F)
            if shift < 64 {
                let shifted = payload << shift
                guard shifted >> shift == payload else { return nil }  // bits fell off the top
                value |= shifted
            } else if payload != 0 {
                return nil
            }
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    /// Steps over a LEB128 value whose value the caller does not need (signed or not); `false` when
    /// the stream ends inside it.
    mutating func skipLEB128() -> Bool {
        while let byte = readByte() {
            if byte & 0x80 == 0 { return true }
        }
        return false
    }

    /// The range of the NUL-terminated string at the cursor, which then moves past the NUL; `nil`
    /// when the stream ends before the NUL.
    mutating func readCString() -> Range<Int>? {
        guard let name = window.cString(at: offset) else { return nil }
        offset = name.upperBound + 1
        return name
    }
}
