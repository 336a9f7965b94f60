/// Where text stops being valid UTF-8 without NUL bytes, found in one pass before parsing.
///
/// The parser relies on this: once the whole buffer passes, every string it cuts out of it is
/// valid UTF-8, so no value is ever silently repaired with U+FFFD.
enum UTF8Validation {
    enum Problem: Equatable {
        case invalidByte(UInt8)
        case nulByte
    }

    struct Failure: Equatable {
        var offset: Int
        var problem: Problem
    }

    /// The first problem in `bytes`, or `nil` when all of it is UTF-8 without NUL.
    static func firstFailure(in bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        var index = 0
        let count = bytes.count
        while index < count {
            index = skipPlainASCIIWords(in: bytes, from: index)
            guard index < count else { return nil }
            let lead = bytes[index]
            if lead == 0 { return Failure(offset: index, problem: .nulByte) }
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(in: bytes, at: index) else {
                return Failure(offset: index, problem: .invalidByte(lead))
            }
            index += length
        }
        return nil
    }

    /// Skips eight bytes at a time while they are all ASCII and none is NUL.
    private static func skipPlainASCIIWords(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        while bytes.count - index >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let hasNonASCII = word & highBits != 0
            let hasZeroByte = (word &- ones) & ~word & highBits != 0
            if hasNonASCII || hasZeroByte { break }
            index += 8
        }
        return index
    }

    /// The length of the well-formed multi-byte sequence at `index` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF), or `nil`.
    private static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - index >= length else { return nil }
        guard secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return nil
        }
        return length
    }
}
