/// Reading quoted and unquoted strings, with Foundation's escapes.
extension OpenStepScanner {
    /// Reads a quoted or unquoted string; the caller has checked ``isAtString``.
    mutating func readString() throws(PBXProjParseError) -> String {
        if current == ASCII.quote { return try readQuotedString() }
        return readUnquotedString()
    }

    private mutating func readUnquotedString() -> String {
        let start = position
        while position < bytes.count, Self.isUnquotedStringByte(bytes[position]) {
            position += 1
        }
        return string(from: start, to: position)
    }

    /// Reads `"…"`. Strings without escapes, nearly all of them, are cut straight out of the buffer.
    private mutating func readQuotedString() throws(PBXProjParseError) -> String {
        let openingLine = line
        position += 1
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.quote:
                let value = string(from: start, to: position)
                position += 1
                return value
            case ASCII.backslash:
                return try readEscapedRemainder(ofStringFrom: start, openingLine: openingLine)
            case ASCII.newline, ASCII.carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
        throw PBXProjParseError(.unterminatedString, line: openingLine)
    }

    /// The slow path of ``readQuotedString()``: `position` is at the first backslash.
    private mutating func readEscapedRemainder(
        ofStringFrom start: Int, openingLine: Int
    ) throws(PBXProjParseError) -> String {
        var decoder = QuotedStringDecoder()
        decoder.appendVerbatim(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.quote:
                position += 1
                return decoder.finish()
            case ASCII.backslash:
                position += 1
                guard position < bytes.count else { break }
                readEscape(into: &decoder)
            case ASCII.newline, ASCII.carriageReturn:
                let lineBreakStart = position
                consumeLineBreak()
                decoder.appendVerbatim(UnsafeBufferPointer(rebasing: bytes[lineBreakStart..<position]))
            default:
                decoder.appendVerbatim(byte)
                position += 1
            }
        }
        throw PBXProjParseError(.unterminatedString, line: openingLine)
    }

    /// Reads what follows a backslash, as Foundation does: `\n \t \r \a \b \f \v`, up to three
    /// octal digits (a NeXTSTEP byte), `\U` with up to four hex digits (a UTF-16 code unit), and
    /// any other character stands for itself.
    private mutating func readEscape(into decoder: inout QuotedStringDecoder) {
        guard position < bytes.count else { return }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            let value = readDigits(maximumCount: 3, radix: 8)
            decoder.appendCodeUnit(NeXTSTEPEncoding.codeUnit(for: UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "U"):
            position += 1
            decoder.appendCodeUnit(UInt16(truncatingIfNeeded: readDigits(maximumCount: 4, radix: 16)))
        case ASCII.newline, ASCII.carriageReturn, 0x80...:
            // An escaped line break or non-ASCII character stands for itself: leave its bytes to
            // the caller, which copies them and counts the line.
            return
        default:
            decoder.appendVerbatim(Self.unescaped(byte))
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
    private mutating func readDigits(maximumCount: Int, radix: Int) -> Int {
        var value = 0
        var count = 0
        while count < maximumCount, position < bytes.count, let digit = Self.digitValue(bytes[position], radix: radix) {
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
