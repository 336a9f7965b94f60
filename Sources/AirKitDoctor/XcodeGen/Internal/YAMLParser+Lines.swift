/// Positions, whitespace, comments and line ends.
extension YAMLParser {
    var atEnd: Bool { index >= bytes.count }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The 0-based column of the position, in bytes (indentation is ASCII spaces).
    var column: Int { index - lineStart }

    /// Whether `position` is past the end, a space, a tab or a line end: what must follow `:` or
    /// `-` for them to be indicators rather than part of a plain scalar.
    func isSeparator(at position: Int) -> Bool {
        guard position < bytes.count else { return true }
        let byte = bytes[position]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A `- ` list item indicator at the position.
    var atSequenceIndicator: Bool {
        current == UInt8(ascii: "-") && isSeparator(at: index + 1)
    }

    /// `---` or `...` at the start of a line, followed by a separator.
    func atDocumentMarker(_ character: UInt8) -> Bool {
        guard column == 0, index + 2 < bytes.count else { return false }
        return bytes[index] == character && bytes[index + 1] == character && bytes[index + 2] == character
            && isSeparator(at: index + 3)
    }

    /// At a line end, the end of the text or a comment.
    var atLineEnd: Bool {
        guard let byte = current else { return true }
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == UInt8(ascii: "#") && (index == lineStart || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09)
    }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    /// Skips trailing spaces and a comment, then the line break; anything else is an error.
    mutating func finishLine() throws(YAMLError) {
        skipSpaces()
        guard atLineEnd else {
            let character = String(decoding: [current ?? 0], as: UTF8.self)
            throw YAMLError(line: line, "unexpected '\(character)' after a value")
        }
        while let byte = current, byte != 0x0A { index += 1 }
        consumeLineBreak()
    }

    /// Moves past a `\n` (after an optional `\r`), updating the line count.
    mutating func consumeLineBreak() {
        if current == 0x0D { index += 1 }
        guard current == 0x0A else { return }
        index += 1
        line += 1
        lineStart = index
    }

    /// From the start of a line, skips blank and comment-only lines and stops on the first
    /// character of the next content line, returning its indentation (`nil` at the end).
    /// A tab in the indentation of a content line is an error, as in YAML.
    mutating func nextContentIndent() throws(YAMLError) -> Int? {
        while !atEnd {
            if index != lineStart { return column }
            while current == 0x20 { index += 1 }
            if current == 0x09 {
                skipSpaces()
                if atLineEnd {
                    try finishLine()
                    continue
                }
                throw YAMLError(line: line, "tab in indentation (YAML allows only spaces)")
            }
            if atLineEnd {
                try finishLine()
                continue
            }
            if current == 0 { throw YAMLError(line: line, "NUL character") }
            return column
        }
        return nil
    }
}
