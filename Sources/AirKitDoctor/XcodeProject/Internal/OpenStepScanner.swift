/// Reads the tokens of an old-style property list byte by byte, keeping the current line.
///
/// Every read checks `position < bytes.count` first, so no input can make it read out of bounds.
/// Callers validate the whole buffer as UTF-8 first (``UTF8Validation``), which is what lets the
/// scanner build strings without re-checking them.
struct OpenStepScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    private(set) var position = 0
    /// The 1-based line of `position`. A line ends with LF, CR LF or a lone CR.
    private(set) var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or `nil` at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func advance() {
        if position < bytes.count { position += 1 }
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// Skips whitespace, `// …` and `/* … */` comments.
    mutating func skipTrivia() throws(PBXProjParseError) {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
                position += 1
            case ASCII.lineFeed, ASCII.carriageReturn:
                consumeLineBreak()
            case ASCII.slash where byte(after: position) == ASCII.slash:
                skipLineComment()
            case ASCII.slash where byte(after: position) == ASCII.asterisk:
                try skipBlockComment()
            default:
                return
            }
        }
    }

    /// Whether the next byte can start a string (quoted or not).
    var isAtString: Bool {
        guard let byte = current else { return false }
        return byte == ASCII.quote || Self.isUnquotedStringByte(byte)
    }

    /// Reads a quoted or unquoted string; the caller has checked ``isAtString``.
    mutating func readString() throws(PBXProjParseError) -> String {
        if current == ASCII.quote { return try readQuotedString() }
        return readUnquotedString()
    }

    /// The character at `position` (a whole UTF-8 sequence), for error messages.
    var currentCharacter: String {
        guard position < bytes.count else { return "" }
        let lead = bytes[position]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(bytes.count, position + length)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    }

    /// The bytes Xcode and Foundation accept in a string without quotes: `[A-Za-z0-9_$+/:.-]`.
    /// (`+` is accepted although Foundation quotes it, since it can do no harm.)
    static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    // MARK: - Strings

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
            case ASCII.lineFeed, ASCII.carriageReturn:
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
            case ASCII.lineFeed, ASCII.carriageReturn:
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
        case ASCII.lineFeed, ASCII.carriageReturn, 0x80...:
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
        case UInt8(ascii: "n"): ASCII.lineFeed
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

    // MARK: - Lines and comments

    /// Consumes one line break at `position`, which is LF or CR; CR LF counts once.
    private mutating func consumeLineBreak() {
        if bytes[position] == ASCII.carriageReturn, byte(after: position) == ASCII.lineFeed {
            position += 1
        }
        position += 1
        line += 1
    }

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != ASCII.lineFeed, bytes[position] != ASCII.carriageReturn {
            position += 1
        }
    }

    private mutating func skipBlockComment() throws(PBXProjParseError) {
        let openingLine = line
        position += 2
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.asterisk where byte(after: position) == ASCII.slash:
                position += 2
                return
            case ASCII.lineFeed, ASCII.carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
        throw PBXProjParseError(.unterminatedComment, line: openingLine)
    }

    private func byte(after index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    private func string(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// The ASCII bytes the scanner and parser look for.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let asterisk = UInt8(ascii: "*")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")
    static let comma = UInt8(ascii: ",")
}
