/// Builds the value of a quoted string that has escapes, from the bytes between its quotes.
///
/// Text between escapes is UTF-8 from the file; `\U` and octal escapes give UTF-16 code units,
/// which may pair into surrogates across neighbouring escapes (`\UD83D\UDE00` is one emoji).
/// A lone surrogate becomes U+FFFD, as in `PropertyListSerialization`. The parser only finds where
/// such a string ends; the decoding happens here, when the value is asked for.
struct QuotedStringDecoder {
    private var utf8: [UInt8] = []
    private var pendingCodeUnits: [UInt16] = []

    /// The value of the quoted string whose content (without the quotes) is `content`.
    static func decode(_ content: UnsafeBufferPointer<UInt8>) -> String {
        var decoder = QuotedStringDecoder()
        decoder.utf8.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            let byte = content[position]
            position += 1
            if byte == ASCII.backslash {
                decoder.readEscape(in: content, at: &position)
            } else {
                decoder.appendVerbatim(byte)
            }
        }
        return decoder.finish()
    }

    private mutating func appendVerbatim(_ byte: UInt8) {
        flushCodeUnits()
        utf8.append(byte)
    }

    private mutating func appendCodeUnit(_ unit: UInt16) {
        pendingCodeUnits.append(unit)
    }

    private mutating func finish() -> String {
        flushCodeUnits()
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func flushCodeUnits() {
        guard !pendingCodeUnits.isEmpty else { return }
        utf8.append(contentsOf: String(decoding: pendingCodeUnits, as: UTF16.self).utf8)
        pendingCodeUnits.removeAll(keepingCapacity: true)
    }

    /// Reads what follows a backslash, as Foundation does: `\n \t \r \a \b \f \v`, up to three
    /// octal digits (a NeXTSTEP byte), `\U` with up to four hex digits (a UTF-16 code unit), and
    /// any other character stands for itself (an escaped line break or non-ASCII character too).
    private mutating func readEscape(in content: UnsafeBufferPointer<UInt8>, at position: inout Int) {
        guard position < content.count else { return }
        let byte = content[position]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            let value = Self.readDigits(in: content, at: &position, maximumCount: 3, radix: 8)
            appendCodeUnit(NeXTSTEPEncoding.codeUnit(for: UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "U"):
            position += 1
            let value = Self.readDigits(in: content, at: &position, maximumCount: 4, radix: 16)
            appendCodeUnit(UInt16(truncatingIfNeeded: value))
        case ASCII.newline, ASCII.carriageReturn, 0x80...:
            return  // copied verbatim by the caller's loop
        default:
            appendVerbatim(Self.unescaped(byte))
            position += 1
        }
    }

    private static func unescaped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): ASCII.newline
        case UInt8(ascii: "r"): ASCII.carriageReturn
        case UInt8(ascii: "t"): ASCII.tab
        case UInt8(ascii: "v"): ASCII.verticalTab
        default: byte
        }
    }

    /// Reads at most `maximumCount` digits of `radix` (8 or 16); no digit at all reads as 0.
    private static func readDigits(
        in content: UnsafeBufferPointer<UInt8>, at position: inout Int, maximumCount: Int, radix: Int
    ) -> Int {
        var value = 0
        var count = 0
        while count < maximumCount, position < content.count,
            let digit = digitValue(content[position], radix: radix)
        {
            value = value * radix + digit
            count += 1
            position += 1
        }
        return value
    }

    private static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
