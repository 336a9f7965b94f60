import Foundation

/// A parsed old-style property list: the file's bytes, kept once, a table of 8-byte nodes that
/// point into them, and where each line starts. ``PBXValue``s are made from it only when asked for, and a string is cut
/// out of the bytes (its escapes decoded) only then, so a parsed 50 MB `project.pbxproj` costs
/// its bytes plus about half their size, not several times the file.
///
/// Immutable once built, and shared by every ``PBXDictionary`` made from it.
final class OpenStepTree: Sendable {
    /// The whole file, which the string nodes point into.
    private let text: Data
    let nodes: [OpenStepNode]
    /// Per container: first child, count.
    private let containers: [UInt32]
    /// Where lines 2, 3, … start.
    private let lineStarts: [UInt32]
    /// The hash tables of dictionaries with more than ``PBXDictionary/largestScannedCount``
    /// entries, keyed by their first child: a range of `slots`.
    private let keyTables: [UInt32: Range<Int>]
    /// Open-addressing slots: 0 is empty, `n` is entry `n - 1` of the dictionary.
    private let slots: [UInt32]

    init(text: Data, parsed parser: OpenStepParser, lineStarts: [UInt32]) {
        self.text = text
        nodes = parser.nodes
        containers = parser.containers
        self.lineStarts = lineStarts
        let keyIndex = parser.keyIndex
        keyTables = keyIndex.tables
        slots = keyIndex.slots
    }

    /// The value of node `index`, strings decoded and arrays built now, dictionaries as views.
    func value(at index: Int) -> PBXValue {
        let node = nodes[index]
        let line = line(atOffset: Int(node.offset))
        switch node.kind {
        case .string:
            return .string(string(of: node), line: line)
        case .dictionary:
            let (first, count) = children(of: node)
            return .dictionary(PBXDictionary(tree: self, firstChild: first, count: count), line: line)
        case .array:
            let (first, count) = children(of: node)
            return .array((first..<(first + count)).map(value(at:)), line: line)
        }
    }

    /// The root value: the last node.
    var root: PBXValue { value(at: nodes.count - 1) }

    /// Where a container's children start in `nodes`, and how many entries or elements it has.
    private func children(of node: OpenStepNode) -> (first: Int, count: Int) {
        (Int(containers[2 * node.payload]), Int(containers[2 * node.payload + 1]))
    }

    /// The 1-based line of byte `offset`: one more than the number of lines that start at or
    /// before it (a binary search).
    func line(atOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// The text of a string node.
    func string(of node: OpenStepNode) -> String {
        text.withUnsafeBytes { raw in
            let content = UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[node.byteRange])
            return node.hasEscapes
                ? QuotedStringDecoder.decode(content) : String(decoding: content, as: UTF8.self)
        }
    }

    /// Calls `body` with the UTF-8 of a string node's value: the file's bytes when it has no
    /// escapes, its decoded text otherwise.
    func withUTF8<Result>(of node: OpenStepNode, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if node.hasEscapes {
            var decoded = string(of: node)
            return decoded.withUTF8(body)
        }
        return text.withUnsafeBytes { raw in
            body(UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[node.byteRange]))
        }
    }

    /// The position of `key` among the entries of the dictionary whose children start at
    /// `firstChild`, or `nil`. Keys are equal when their text is the same Unicode scalars, which is
    /// how Foundation compares property list keys.
    func position(of key: String, firstChild: Int, count: Int) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            if let table = keyTables[UInt32(firstChild)] {
                return OpenStepKeyIndex.lookUp(wanted, in: slots[table]) { entry in
                    keyEquals(wanted, node: nodes[firstChild + 2 * entry])
                }
            }
            return (0..<count).first { keyEquals(wanted, node: nodes[firstChild + 2 * $0]) }
        }
    }

    private func keyEquals(_ wanted: UnsafeBufferPointer<UInt8>, node: OpenStepNode) -> Bool {
        if !node.hasEscapes, node.payload != wanted.count { return false }
        return withUTF8(of: node) { $0.elementsEqual(wanted) }
    }
}
