/// Flow collections: `[a, b]`, `{a: b}` and `[key: value]` single-pair entries. They may span
/// lines and hold comments; indentation inside them is not checked.
extension YAMLParser {
    mutating func parseFlowCollection() throws(YAMLError) -> YAMLNode {
        try enterCollection()
        defer { depth -= 1 }
        let isSequence = bytes[index] == UInt8(ascii: "[")
        let openLine = line
        index += 1
        let closer = isSequence ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var items: [YAMLNode] = []
        var entries: [YAMLNode.Entry] = []
        while true {
            try skipFlowSpace(openedOn: openLine, isSequence: isSequence)
            if current == closer {
                index += 1
                break
            }
            if current == UInt8(ascii: "?"), isSeparator(at: index + 1) {
                index += 1
                try skipFlowSpace(openedOn: openLine, isSequence: isSequence)
            }
            let keyLine = line
            let first = try parseFlowNode(openedOn: openLine, isSequence: isSequence)
            try skipFlowSpace(openedOn: openLine, isSequence: isSequence)
            var value: YAMLNode?
            if current == UInt8(ascii: ":") {
                index += 1
                try skipFlowSpace(openedOn: openLine, isSequence: isSequence)
                let isEmpty = current == UInt8(ascii: ",") || current == closer
                value =
                    isEmpty
                    ? node(.scalar("", .plain), line: line) : try parseFlowNode(openedOn: openLine, isSequence: isSequence)
                try skipFlowSpace(openedOn: openLine, isSequence: isSequence)
            }
            if isSequence {
                items.append(try flowItem(first, value: value, keyLine: keyLine))
            } else {
                let key = try flowKey(first)
                entries.append(
                    YAMLNode.Entry(key: key, keyLine: keyLine, value: value ?? node(.scalar("", .plain), line: keyLine)))
            }
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current != closer {
                let expected = isSequence ? "',' or ']'" : "',' or '}'"
                throw YAMLError(line: line, "expected \(expected) in the flow collection opened on line \(openLine)")
            }
        }
        try checkNodeBudget()
        return node(isSequence ? .sequence(items) : .mapping(entries), line: openLine)
    }

    /// A sequence item; `key: value` inside `[…]` is a one-entry mapping.
    private mutating func flowItem(_ first: YAMLNode, value: YAMLNode?, keyLine: Int) throws(YAMLError) -> YAMLNode {
        guard let value else { return first }
        let entry = YAMLNode.Entry(key: try flowKey(first), keyLine: keyLine, value: value)
        return node(.mapping([entry]), line: keyLine)
    }

    private func flowKey(_ node: YAMLNode) throws(YAMLError) -> String {
        guard let key = node.scalar else { throw YAMLError(line: node.line, "a collection as a mapping key is not supported") }
        return key
    }

    private mutating func parseFlowNode(openedOn openLine: Int, isSequence: Bool) throws(YAMLError) -> YAMLNode {
        let anchor = try parseProperties()
        let value: YAMLNode
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"): value = try parseFlowCollection()
        case UInt8(ascii: "'"), UInt8(ascii: "\""): value = try parseQuotedScalar()
        case UInt8(ascii: "*"): value = try parseAlias()
        default: value = try parseFlowPlainScalar(openedOn: openLine, isSequence: isSequence)
        }
        return try registering(anchor, value)
    }

    /// A plain scalar inside a flow collection: it ends at `,`, `]`, `}`, `: ` or a comment, and
    /// may continue on the next lines (line breaks fold to spaces, as in block context).
    private mutating func parseFlowPlainScalar(openedOn openLine: Int, isSequence: Bool) throws(YAMLError) -> YAMLNode {
        let startLine = line
        var text = readFlowPlainSegment()
        guard !text.isEmpty else {
            guard let byte = current else { throw unclosed(openLine, isSequence: isSequence) }
            throw YAMLError(line: line, "unexpected '\(String(decoding: [byte], as: UTF8.self))' in a flow collection")
        }
        while current == 0x0A || current == 0x0D {
            let saved = (index, line, lineStart)
            var breaks = 0
            while let byte = current, byte == 0x0A || byte == 0x0D || byte == 0x20 || byte == 0x09 {
                if byte == 0x0A { breaks += 1 }
                if byte == 0x0A || byte == 0x0D { consumeLineBreak() } else { index += 1 }
            }
            let continuation = readFlowPlainSegment()
            guard !continuation.isEmpty else {
                (index, line, lineStart) = saved
                break
            }
            text += breaks <= 1 ? " " : String(repeating: "\n", count: breaks - 1)
            text += continuation
        }
        try checkNodeBudget()
        return node(.scalar(text, .plain), line: startLine)
    }

    /// The plain text up to the end of the line or the scalar, trailing spaces removed.
    private mutating func readFlowPlainSegment() -> String {
        let start = index
        while let byte = current, !Self.flowPlainStops[Int(byte)] {
            if byte == UInt8(ascii: ":"), isFlowValueIndicator(at: index + 1) { break }
            if byte == UInt8(ascii: "#"), index == start || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).trimmingTrailingSpaces
    }

    private func isFlowValueIndicator(at position: Int) -> Bool {
        guard !isSeparator(at: position) else { return true }
        let byte = bytes[position]
        return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// The bytes that end a plain scalar's line inside a flow collection, by byte value.
    private static let flowPlainStops: [Bool] = (0...255).map { byte in
        Array(",[]{}\n\r".utf8).contains(UInt8(byte))
    }

    /// Skips spaces, line breaks and comments inside a flow collection.
    private mutating func skipFlowSpace(openedOn openLine: Int, isSequence: Bool) throws(YAMLError) {
        while true {
            guard let byte = current else { throw unclosed(openLine, isSequence: isSequence) }
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == 0x0A || byte == 0x0D {
                consumeLineBreak()
            } else if atLineEnd {
                while let next = current, next != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private func unclosed(_ openLine: Int, isSequence: Bool) -> YAMLError {
        let kind = isSequence ? "'['" : "'{'"
        return YAMLError(line: line, "file ends inside the \(kind) opened on line \(openLine)")
    }
}
