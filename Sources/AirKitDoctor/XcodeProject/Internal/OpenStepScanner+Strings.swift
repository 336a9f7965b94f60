/// Finding quoted and unquoted strings. Only their extent is found here; the text is cut out of
/// the file's bytes (and escapes decoded, ``QuotedStringDecoder``) when a value is asked for.
extension OpenStepScanner {
    /// Reads a quoted or unquoted string into a node; the caller has checked ``isAtString``.
    mutating func readString() throws(PBXProjParseError) -> OpenStepNode {
        if current == ASCII.quote { return try readQuotedString() }
        return readUnquotedString()
    }

    private mutating func readUnquotedString() -> OpenStepNode {
        let start = position
        while position < bytes.count, Self.isUnquotedStringByte(bytes[position]) {
            position += 1
        }
        return .string(start: start, length: position - start, hasEscapes: false)
    }

    /// Finds the end of `"…"`, counting the lines inside. A backslash takes the next byte with it
    /// (so `\"` does not end the string), except a line break, which still counts as a line.
    private mutating func readQuotedString() throws(PBXProjParseError) -> OpenStepNode {
        let openingLine = line
        position += 1
        let start = position
        var hasEscapes = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.quote:
                let node = OpenStepNode.string(start: start, length: position - start, hasEscapes: hasEscapes)
                position += 1
                return node
            case ASCII.backslash:
                hasEscapes = true
                position += 1
                if let next = current, next != ASCII.newline, next != ASCII.carriageReturn { position += 1 }
            case ASCII.newline, ASCII.carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
        throw PBXProjParseError(.unterminatedString, line: openingLine)
    }
}
