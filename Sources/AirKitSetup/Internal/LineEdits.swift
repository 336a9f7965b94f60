/// Changes to a text file by line number, collected while planning and applied at once, so that
/// every line number still means the line of the file as it was read.
struct LineEdits {
    /// 1-based line → its new text (without the line break).
    private(set) var replacements: [Int: String] = [:]
    /// 1-based line → lines to put before it, in the order they were added.
    private(set) var insertions: [Int: [String]] = [:]

    var isEmpty: Bool { replacements.isEmpty && insertions.isEmpty }

    mutating func replace(line: Int, with text: String) {
        replacements[line] = text
    }

    /// Puts `lines` before line `line` (one past the last line appends).
    mutating func insert(_ lines: [String], before line: Int) {
        insertions[line, default: []] += lines
    }

    /// The text with the edits made; lines keep their own line breaks (`\n` or `\r\n`).
    func applied(to text: String) -> String {
        let lines = TextLines(text)
        var result = ""
        result.reserveCapacity(text.utf8.count + 256)
        for number in 1...(lines.count + 1) {
            for inserted in insertions[number] ?? [] { result += inserted + lines.newline }
            guard number <= lines.count else { break }
            if let replacement = replacements[number] {
                result += replacement + lines.terminator(of: number)
            } else {
                result += lines.line(number) + lines.terminator(of: number)
            }
        }
        return result
    }
}

/// A text split into lines, each with its line break kept apart.
struct TextLines {
    private let lines: [Substring]
    private let terminators: [Substring]
    /// The line break the file uses.
    let newline: String

    init(_ text: String) {
        var lines: [Substring] = []
        var terminators: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                lines.append(text[start..<index])
                let next = text.index(after: index)
                terminators.append(text[index..<next])
                start = next
                index = next
            } else {
                index = text.index(after: index)
            }
        }
        if start < text.endIndex {
            lines.append(text[start...])
            terminators.append("")
        }
        self.lines = lines
        self.terminators = terminators
        newline = terminators.first { !$0.isEmpty }.map(String.init) ?? "\n"
    }

    var count: Int { lines.count }

    /// Line `number` (1-based) without its line break; empty past the end.
    func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return String(lines[number - 1])
    }

    func terminator(of number: Int) -> String {
        guard number >= 1, number <= terminators.count else { return "" }
        return String(terminators[number - 1])
    }

    /// The blanks that start line `number`.
    func indent(of number: Int) -> String {
        String(line(number).prefix { $0 == " " || $0 == "\t" })
    }

    /// The first line after `line` whose text, blanks trimmed, is `text`.
    func firstLine(after line: Int, trimmedEquals text: String) -> Int? {
        guard line < lines.count else { return nil }
        for number in (line + 1)...lines.count where lines[number - 1].trimmingBlanks == text {
            return number
        }
        return nil
    }

    /// The first line whose text, blanks trimmed, is `text`.
    func firstLine(trimmedEquals text: String) -> Int? {
        firstLine(after: 0, trimmedEquals: text)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
