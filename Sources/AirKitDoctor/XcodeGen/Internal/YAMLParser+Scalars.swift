/// Plain, quoted and block scalars.
extension YAMLParser {
    /// A plain scalar in block context, continued on following lines that are indented more than
    /// the parent (folded into one line with spaces, as YAML does).
    mutating func parsePlainBlockScalar(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let startLine = line
        var text = readPlainLine()
        try finishLine()
        while let indent = try nextContentIndent(), indent > parentIndent {
            if try mappingKeyAhead() { throw YAMLError(line: line, "unexpected indentation") }
            let continuation = readPlainLine()
            if continuation.isEmpty { throw YAMLError(line: line, "unexpected indentation") }
            text += " " + continuation
            try finishLine()
        }
        try checkNodeBudget()
        return node(.scalar(text, .plain), line: startLine)
    }

    /// The rest of a plain scalar on this line: up to a comment, a line end or `: `.
    private mutating func readPlainLine() -> String {
        let start = index
        while let byte = current, byte != 0x0A, byte != 0x0D {
            if byte == UInt8(ascii: ":"), isSeparator(at: index + 1) { break }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).trimmingTrailingSpaces
    }

    /// A `'…'` or `"…"` scalar, which may span lines (line breaks fold to spaces).
    mutating func parseQuotedScalar() throws(YAMLError) -> YAMLNode {
        let startLine = line
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else {
                throw YAMLError(line: startLine, "unterminated quoted string (it opens here)")
            }
            if byte == quote {
                index += 1
                guard quote == UInt8(ascii: "'"), current == quote else { break }
                text.append(quote)
                index += 1
            } else if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                try readEscape(into: &text)
            } else if byte == 0x0A || byte == 0x0D {
                foldLineBreak(into: &text)
            } else {
                text.append(byte)
                index += 1
            }
        }
        try checkNodeBudget()
        let style: YAMLNode.ScalarStyle = quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
        return node(.scalar(String(decoding: text, as: UTF8.self), style), line: startLine)
    }

    /// A line break inside a quoted scalar: one break becomes a space, each further empty line a
    /// `\n`; trailing and leading spaces around the break are dropped.
    private mutating func foldLineBreak(into text: inout [UInt8]) {
        while let last = text.last, last == 0x20 || last == 0x09 { text.removeLast() }
        var breaks = 0
        while current == 0x0A || current == 0x0D {
            consumeLineBreak()
            breaks += 1
            skipSpaces()
        }
        if breaks == 1 {
            text.append(0x20)
        } else {
            text += [UInt8](repeating: 0x0A, count: breaks - 1)
        }
    }

    /// `\\0`, `\\t`, `\\n`, … : the one-character escapes of double-quoted YAML scalars.
    private static let simpleEscapes: [UInt8: String] = [
        UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "t"): "\t",
        0x09: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}",
        UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", 0x20: " ", UInt8(ascii: "\""): "\"",
        UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}",
        UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
    ]

    /// `\\x`, `\\u` and `\\U` escapes and their number of hexadecimal digits.
    private static let hexEscapeDigits: [UInt8: Int] = [UInt8(ascii: "x"): 2, UInt8(ascii: "u"): 4, UInt8(ascii: "U"): 8]

    private mutating func readEscape(into text: inout [UInt8]) throws(YAMLError) {
        index += 1
        guard let code = current else { throw YAMLError(line: line, "unterminated quoted string") }
        index += 1
        if let replacement = Self.simpleEscapes[code] {
            text += Array(replacement.utf8)
            return
        }
        if let count = Self.hexEscapeDigits[code] {
            text += Array(try readHexScalar(digits: count).utf8)
            return
        }
        if code == 0x0A || code == 0x0D {
            index -= 1
            consumeLineBreak()
            skipSpaces()
            return
        }
        let shown = String(decoding: [code], as: UTF8.self)
        throw YAMLError(line: line, "unknown escape '\\\(shown)' in a double-quoted string")
    }

    private mutating func readHexScalar(digits: Int) throws(YAMLError) -> String {
        guard index + digits <= bytes.count else { throw YAMLError(line: line, "unterminated quoted string") }
        let hex = String(decoding: bytes[index..<index + digits], as: UTF8.self)
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw YAMLError(line: line, "invalid escape '\(hex)' in a double-quoted string")
        }
        index += digits
        return String(Character(scalar))
    }

    /// A `|` (literal) or `>` (folded) block scalar; its lines are kept as text.
    mutating func parseBlockScalar(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let startLine = line
        let isLiteral = bytes[index] == UInt8(ascii: "|")
        index += 1
        var chomping = UInt8(ascii: " ")
        var explicitIndent: Int?
        while let byte = current {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                chomping = byte
            } else if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) {
                explicitIndent = max(parentIndent, 0) + Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            index += 1
        }
        try finishLine()
        let lines = readBlockLines(explicitIndent: explicitIndent, parentIndent: parentIndent)
        _ = try nextContentIndent()
        try checkNodeBudget()
        let body = isLiteral ? lines.joined(separator: "\n") : Self.folded(lines)
        let style: YAMLNode.ScalarStyle = isLiteral ? .literal : .folded
        return node(.scalar(Self.chomp(body, lineCount: lines.count, mode: chomping), style), line: startLine)
    }

    /// The block's lines without their indentation; empty lines are kept (trailing ones too, for
    /// `+` chomping). Stops before the first line indented less than the block.
    private mutating func readBlockLines(explicitIndent: Int?, parentIndent: Int) -> [String] {
        var indent = explicitIndent
        var lines: [String] = []
        while !atEnd {
            let start = index
            var spaces = 0
            while current == 0x20 {
                index += 1
                spaces += 1
            }
            let isBlank = current == nil || current == 0x0A || current == 0x0D
            if isBlank {
                lines.append("")
                consumeLineBreak()
                continue
            }
            if indent == nil { indent = spaces > parentIndent ? spaces : nil }
            guard let blockIndent = indent, spaces >= blockIndent else {
                index = start
                break
            }
            let contentStart = lineStart + blockIndent
            while let byte = current, byte != 0x0A, byte != 0x0D { index += 1 }
            lines.append(String(decoding: bytes[contentStart..<index], as: UTF8.self))
            consumeLineBreak()
        }
        return lines
    }

    /// `>` folding: lines joined by spaces; an empty line stands for a line break; lines that are
    /// indented more than the block keep their breaks.
    private static func folded(_ lines: [String]) -> String {
        var text = ""
        var previousWasText = false
        for line in lines {
            let isMoreIndented = line.first == " " || line.first == "\t"
            if line.isEmpty {
                text += "\n"
                previousWasText = false
            } else {
                if previousWasText { text += isMoreIndented ? "\n" : " " }
                text += line
                previousWasText = true
            }
        }
        return text
    }

    /// Applies the chomping indicator: `-` strips the final breaks, `+` keeps them all, and by
    /// default one break is kept.
    private static func chomp(_ body: String, lineCount: Int, mode: UInt8) -> String {
        var content = Substring(body)
        var trailing = 0
        while content.last == "\n" {
            content = content.dropLast()
            trailing += 1
        }
        guard lineCount > 0, !content.isEmpty || mode == UInt8(ascii: "+") else { return "" }
        switch mode {
        case UInt8(ascii: "-"): return String(content)
        case UInt8(ascii: "+"): return String(content) + String(repeating: "\n", count: trailing + 1)
        default: return String(content) + "\n"
        }
    }
}
