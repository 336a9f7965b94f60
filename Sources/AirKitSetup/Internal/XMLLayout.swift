/// The indentation and line endings of an XML property list, and insertions that follow them.
struct XMLLayout {
    let bytes: [UInt8]
    /// One level of indentation as the file writes it (a tab in Xcode's files).
    let unit: String
    /// `\r\n` when the file uses it, else `\n`.
    let newline: String

    init(bytes: [UInt8], root: XMLPlistOutline.Element) {
        self.bytes = bytes
        newline =
            bytes.indices.contains { bytes[$0] == UInt8(ascii: "\r") && $0 + 1 < bytes.count && bytes[$0 + 1] == 0x0A }
            ? "\r\n" : "\n"
        var unit = "\t"
        if let first = root.children.first {
            let rootIndent = Self.indent(in: bytes, before: root.start)
            let childIndent = Self.indent(in: bytes, before: first.start)
            if let rootIndent, let childIndent, childIndent.count > rootIndent.count, childIndent.hasPrefix(rootIndent) {
                unit = String(childIndent.dropFirst(rootIndent.count))
            }
        }
        self.unit = unit
    }

    /// The blanks between the start of the line and `offset`, or `nil` when something else stands
    /// before it on the line.
    static func indent(in bytes: [UInt8], before offset: Int) -> String? {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A {
            guard bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 else { return nil }
            start -= 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Adds `key` with the value written as `valueLines` (indented relative to the key) to
    /// `dictionary`: after the last key that sorts before it when the keys are in order, else at
    /// the end.
    func insert(key: String, valueLines: [String], into dictionary: XMLPlistOutline.Element) -> [UInt8]? {
        let pairs = XMLPlistOutline.pairs(of: dictionary)
        let keys = pairs.map(\.key.text)
        let isSorted = zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }
        var after: XMLPlistOutline.Element?
        if isSorted {
            after = pairs.last { $0.key.text < key }?.value
            if after == nil, !pairs.isEmpty { return insertBefore(pairs[0].key, key: key, valueLines: valueLines) }
        } else {
            after = pairs.last?.value
        }
        let block = ["<key>\(XMLText.escape(key))</key>"] + valueLines
        return append(lines: block, after: after, in: dictionary)
    }

    /// Adds `lines` (one element) as the last element of `array`.
    func append(lines: [String], to array: XMLPlistOutline.Element) -> [UInt8]? {
        append(lines: lines, after: array.children.last, in: array)
    }

    private func insertBefore(_ element: XMLPlistOutline.Element, key: String, valueLines: [String]) -> [UInt8]? {
        guard let indent = Self.indent(in: bytes, before: element.start) else { return nil }
        let block = (["<key>\(XMLText.escape(key))</key>"] + valueLines).map { indent + $0 + newline }.joined()
        let lineStart = element.start - indent.utf8.count
        return Array(bytes[..<lineStart]) + Array(block.utf8) + Array(bytes[lineStart...])
    }

    private func append(lines: [String], after: XMLPlistOutline.Element?, in container: XMLPlistOutline.Element)
        -> [UInt8]?
    {
        guard let containerIndent = Self.indent(in: bytes, before: container.start) else { return nil }
        if let after {
            guard let indent = Self.indent(in: bytes, before: after.start) else { return nil }
            let block = lines.map { newline + indent + $0 }.joined()
            return Array(bytes[..<after.end]) + Array(block.utf8) + Array(bytes[after.end...])
        }
        let indent = containerIndent + unit
        let body = lines.map { newline + indent + $0 }.joined()
        if container.isSelfClosing {
            let name = container.name
            let replacement = "<\(name)>" + body + newline + containerIndent + "</\(name)>"
            return Array(bytes[..<container.start]) + Array(replacement.utf8) + Array(bytes[container.end...])
        }
        // An empty container: keep whatever stands between its tags only if it is blank.
        let inside = bytes[container.openingEnd..<container.closingStart]
        guard inside.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        let replacement = body + newline + containerIndent
        return Array(bytes[..<container.openingEnd]) + Array(replacement.utf8) + Array(bytes[container.closingStart...])
    }
}
