/// Reads the tokens of an old-style property list byte by byte, keeping the current line.
///
/// Every read checks `position < bytes.count` first, so no input can make it read out of bounds.
/// Strings are read in `OpenStepScanner+Strings.swift`.
/// Callers validate the whole buffer as UTF-8 first (``UTF8Validation``), which is what lets the
/// scanner build strings without re-checking them.
struct OpenStepScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// The 1-based line of `position`. A line ends with LF, CR LF or a lone CR.
    var line = 1
    /// The offset where each line after the first starts (line `n + 2` starts at `lineStarts[n]`),
    /// kept so that the parse tree can find the line of any offset without storing lines.
    private(set) var lineStarts: [UInt32] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Address space for a line every 32 bytes (Xcode's lines are longer): untouched pages cost
        // nothing, and the table does not grow by copies on the way.
        lineStarts.reserveCapacity(bytes.count / 32 + 16)
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
            case ASCII.newline, ASCII.carriageReturn:
                consumeLineBreak()
            case ASCII.slash where byte(after: position) == ASCII.slash:
                skipLineComment()
            case ASCII.slash where byte(after: position) == ASCII.star:
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

    /// The character at `position` (a whole UTF-8 sequence), for error messages.
    var currentCharacter: String {
        guard position < bytes.count else { return "" }
        let lead = bytes[position]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(bytes.count, position + length)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    }

    /// The bytes Xcode and Foundation accept in a string without quotes: `[A-Za-z0-9_$+/:.-]`.
    /// (Foundation wants `+` in quotes; accepting it bare does no harm and reads hand-edited files.)
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

    // MARK: - Lines and comments

    /// Consumes one line break at `position`, which is LF or CR; CR LF counts once.
    mutating func consumeLineBreak() {
        guard position < bytes.count else { return }
        if bytes[position] == ASCII.carriageReturn, byte(after: position) == ASCII.newline {
            position += 1
        }
        position += 1
        line += 1
        lineStarts.append(UInt32(truncatingIfNeeded: position))
    }

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != ASCII.newline, bytes[position] != ASCII.carriageReturn {
            position += 1
        }
    }

    private mutating func skipBlockComment() throws(PBXProjParseError) {
        let openingLine = line
        position += 2
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.star where byte(after: position) == ASCII.slash:
                position += 2
                return
            case ASCII.newline, ASCII.carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
        throw PBXProjParseError(.unterminatedComment, line: openingLine)
    }

    func byte(after index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    /// The bytes from `start` up to `end` as a string; the buffer was validated as UTF-8.
    func string(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
