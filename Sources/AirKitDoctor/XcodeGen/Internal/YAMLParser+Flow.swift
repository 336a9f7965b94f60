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

    /// A plain scalar inside a flow collection: it ends at `,`, `]`, `}`, `: ` or a comment.
    private mutating func parseFlowPlainScalar(openedOn openLine: Int, isSequence: Bool) throws(YAMLError) -> YAMLNode {
        let startLine = line
        let start = index
        let stops: Set<UInt8> = [
            UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"), 0x0A, 0x0D,
        ]
        while let byte = current, !stops.contains(byte) {
            if byte == UInt8(ascii: ":"), isFlowValueIndicator(at: index + 1) { break }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { break }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self).trimmingTrailingSpaces
        guard !text.isEmpty else {
            guard let byte = current else { throw unclosed(openLine, isSequence: isSequence) }
            throw YAMLError(line: line, "unexpected '\(String(decoding: [byte], as: UTF8.self))' in a flow collection")
        }
        try checkNodeBudget()
        return node(.scalar(text, .plain), line: startLine)
    }

    private func isFlowValueIndicator(at position: Int) -> Bool {
        isSeparator(at: position) || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[position])
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
