/// The block structure of ``YAMLReader``: documents, mappings, sequences and node properties.
///
/// Works on UTF-8 bytes. Every `parse…Block` function starts with the position on the first
/// character of its content and returns with the position on the first character of the next
/// content line (or at the end), so that the caller compares that line's indentation with its own.
struct YAMLParser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var nodeCount = 0
    var anchors: [String: (node: YAMLNode, size: Int, height: Int)] = [:]

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parseDocument() throws(YAMLError) -> YAMLNode {
        guard var indent = try nextContentIndent() else { return node(.mapping([]), line: 1) }
        if indent == 0, atDocumentMarker(UInt8(ascii: "-")) {
            index += 3
            try finishLine()
            guard let next = try nextContentIndent() else { return node(.mapping([]), line: line) }
            indent = next
        }
        let root = try parseBlockNode(indent: indent, parentIndent: -1)
        if !atEnd, !atDocumentMarker(UInt8(ascii: ".")) {
            if atDocumentMarker(UInt8(ascii: "-")) { throw YAMLError(line: line, "several YAML documents are not supported") }
            throw YAMLError(line: line, "unexpected indentation")
        }
        return root
    }

    /// A node whose content starts here, at column `indent`, inside a parent at `parentIndent`.
    mutating func parseBlockNode(indent: Int, parentIndent: Int) throws(YAMLError) -> YAMLNode {
        if atSequenceIndicator { return try parseBlockSequence(indent: indent) }
        if try mappingKeyAhead() { return try parseBlockMapping(indent: indent) }
        return try parseInlineValue(parentIndent: parentIndent)
    }

    mutating func parseBlockMapping(indent: Int) throws(YAMLError) -> YAMLNode {
        try enterCollection()
        defer { depth -= 1 }
        let startLine = line
        var entries: [YAMLNode.Entry] = []
        var merged: [YAMLNode.Entry] = []
        while true {
            if atSequenceIndicator { throw YAMLError(line: line, "a list item where a mapping key was expected") }
            if current == UInt8(ascii: "?"), isSeparator(at: index + 1) {
                throw YAMLError(line: line, "complex mapping keys ('? key') are not supported")
            }
            let keyLine = line
            let (key, isPlainKey) = try parseKey()
            let value = try parseValue(parentIndent: indent)
            if isPlainKey, key == "<<" {
                merged += try mergeEntries(from: value)
            } else {
                entries.append(YAMLNode.Entry(key: key, keyLine: keyLine, value: value))
            }
            guard !atEnd, column >= indent else { break }
            if column > indent { throw YAMLError(line: line, "unexpected indentation") }
            if atDocumentMarker(UInt8(ascii: "-")) || atDocumentMarker(UInt8(ascii: ".")) { break }
        }
        return node(.mapping(Self.applying(merged, to: entries)), line: startLine)
    }

    mutating func parseBlockSequence(indent: Int) throws(YAMLError) -> YAMLNode {
        try enterCollection()
        defer { depth -= 1 }
        let startLine = line
        var items: [YAMLNode] = []
        while true {
            index += 1
            skipSpaces()
            items.append(try parseSequenceItem(dashIndent: indent))
            guard !atEnd, column >= indent else { break }
            if column > indent { throw YAMLError(line: line, "unexpected indentation") }
            guard atSequenceIndicator, !atDocumentMarker(UInt8(ascii: "-")) else { break }
        }
        return node(.sequence(items), line: startLine)
    }

    private mutating func parseSequenceItem(dashIndent: Int) throws(YAMLError) -> YAMLNode {
        let itemLine = line
        let anchor = try parseProperties()
        let item: YAMLNode
        if atLineEnd {
            try finishLine()
            if let next = try nextContentIndent(), next > dashIndent {
                item = try parseBlockNode(indent: next, parentIndent: dashIndent)
            } else {
                item = node(.scalar("", .plain), line: itemLine)
            }
        } else if atSequenceIndicator {
            item = try parseBlockSequence(indent: column)
        } else if try mappingKeyAhead() {
            item = try parseBlockMapping(indent: column)
        } else {
            item = try parseInlineValue(parentIndent: dashIndent)
        }
        return try registering(anchor, item)
    }

    /// The value after `key:`, on the same line or on the lines below.
    mutating func parseValue(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let valueLine = line
        skipSpaces()
        let anchor = try parseProperties()
        guard atLineEnd else { return try registering(anchor, parseInlineValue(parentIndent: parentIndent)) }
        try finishLine()
        let value: YAMLNode
        if let next = try nextContentIndent(), next > parentIndent {
            value = try parseBlockNode(indent: next, parentIndent: parentIndent)
        } else if !atEnd, column == parentIndent, atSequenceIndicator {
            value = try parseBlockSequence(indent: parentIndent)
        } else {
            value = node(.scalar("", .plain), line: valueLine)
        }
        return try registering(anchor, value)
    }

    /// A value that starts on the current line: an alias, a flow collection or a scalar.
    mutating func parseInlineValue(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let value: YAMLNode
        switch current {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try parseBlockScalar(parentIndent: parentIndent)
        case UInt8(ascii: "*"):
            value = try parseAlias()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            value = try parseFlowCollection()
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            value = try parseQuotedScalar()
        default:
            return try parsePlainBlockScalar(parentIndent: parentIndent)
        }
        try finishLine()
        _ = try nextContentIndent()
        return value
    }

    /// A mapping key and its `:`; returns the key and whether it was written plain.
    private mutating func parseKey() throws(YAMLError) -> (String, Bool) {
        if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") {
            guard case .scalar(let key, _) = try parseQuotedScalar().content else { return ("", false) }
            skipSpaces()
            try expectColon()
            return (key, false)
        }
        let start = index
        while let byte = current, byte != 0x0A, byte != 0x0D, !(byte == UInt8(ascii: ":") && isSeparator(at: index + 1)) {
            index += 1
        }
        let key = String(decoding: bytes[start..<index], as: UTF8.self).trimmingTrailingSpaces
        try expectColon()
        return (key, true)
    }

    private mutating func expectColon() throws(YAMLError) {
        guard current == UInt8(ascii: ":") else { throw YAMLError(line: line, "expected ':' after a mapping key") }
        index += 1
    }

    /// Whether the current line starts with `key:` (plain or quoted) rather than a scalar.
    mutating func mappingKeyAhead() throws(YAMLError) -> Bool {
        guard let first = current else { return false }
        if first == UInt8(ascii: "?"), isSeparator(at: index + 1) {
            throw YAMLError(line: line, "complex mapping keys ('? key') are not supported")
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return false }
        var position = index
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") {
            guard let close = closingQuote(from: index) else { return false }
            position = close + 1
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            return position < bytes.count && bytes[position] == UInt8(ascii: ":") && isSeparator(at: position + 1)
        }
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#"), position > index, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 {
                return false
            }
            if byte == UInt8(ascii: ":"), isSeparator(at: position + 1) { return true }
            position += 1
        }
        return false
    }

    /// The index of the quote closing the one at `start`, on the same line.
    private func closingQuote(from start: Int) -> Int? {
        let quote = bytes[start]
        var position = start + 1
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                position += 2
                continue
            }
            if bytes[position] == quote {
                if quote == UInt8(ascii: "'"), position + 1 < bytes.count, bytes[position + 1] == quote {
                    position += 2
                    continue
                }
                return position
            }
            position += 1
        }
        return nil
    }

    mutating func enterCollection() throws(YAMLError) {
        depth += 1
        guard depth <= YAMLReader.maximumDepth else {
            throw YAMLError(line: line, "nested deeper than \(YAMLReader.maximumDepth) levels")
        }
    }

    /// Creates a node, counting it against ``YAMLReader/maximumNodes``.
    mutating func node(_ content: YAMLNode.Content, line: Int) -> YAMLNode {
        nodeCount += 1
        return YAMLNode(content, line: line, file: file)
    }

    mutating func checkNodeBudget() throws(YAMLError) {
        guard nodeCount <= YAMLReader.maximumNodes else {
            throw YAMLError(line: line, "more than \(YAMLReader.maximumNodes) values (aliases included)")
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
