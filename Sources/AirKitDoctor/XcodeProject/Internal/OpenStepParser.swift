/// Builds the node table of an old-style property list with an explicit stack instead of
/// recursion, so that no nesting can overflow the call stack.
///
/// The children of every open container wait in `pending`, innermost container last; closing a
/// container moves its children to the end of `nodes` in one piece, notes where they are in
/// `containers` (first child, count) and leaves one node for the container in its parent's place.
/// The root is the last node. Keys of large dictionaries get a
/// hash table (``OpenStepKeyIndex``); a repeated key is merged when its dictionary closes (it keeps
/// its first place and takes the last value and line, as `PropertyListSerialization` does).
struct OpenStepParser {
    private var scanner: OpenStepScanner
    private let maximumDepth: Int
    private var frames: [Frame] = []
    private var pending: [OpenStepNode] = []
    private(set) var nodes: [OpenStepNode] = []
    /// Two numbers per container: its first child in `nodes` and its entry or element count.
    private(set) var containers: [UInt32] = []
    private(set) var keyIndex = OpenStepKeyIndex()
    /// Where each line after the first starts, for the tree to find lines.
    var lineStarts: [UInt32] { scanner.lineStarts }

    /// A dictionary or an array that has been opened and not yet closed.
    private struct Frame {
        var kind: PBXProjParseError.ContainerKind
        var line: Int
        /// The offset of its opening `{` or `(`.
        var offset: Int
        /// Where its children start in `pending`.
        var firstPending: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        scanner = OpenStepScanner(bytes: bytes)
        self.maximumDepth = maximumDepth
        // Address space for about one node per four bytes of text: pages the table never reaches
        // are never touched, and the table does not have to grow (and be copied) on the way.
        nodes.reserveCapacity(bytes.count / 4 + 16)
        containers.reserveCapacity(bytes.count / 32 + 16)
    }

    /// Parses the one value the buffer holds, with nothing but trivia after it, and returns the
    /// index of the root node (the last one).
    mutating func parseDocument() throws(PBXProjParseError) -> Int {
        scanner.skipByteOrderMark()
        try scanner.skipTrivia()
        guard !scanner.isAtEnd else { throw PBXProjParseError(.empty, line: nil) }
        var value = try beginValue()
        while true {
            if let complete = value {
                guard !frames.isEmpty else {
                    try finish()
                    nodes.append(complete)
                    return nodes.count - 1
                }
                try store(complete)
            }
            value = try continueInnermostContainer()
        }
    }

    // MARK: - Values

    /// Reads a string, or opens a container and returns `nil` (its node comes when it closes).
    private mutating func beginValue() throws(PBXProjParseError) -> OpenStepNode? {
        try scanner.skipTrivia()
        switch scanner.current {
        case nil:
            throw endOfFileError()
        case ASCII.openBrace?:
            try open(.dictionary)
            return nil
        case ASCII.openParen?:
            try open(.array)
            return nil
        default:
            guard scanner.isAtString else { throw unexpectedCharacter(expected: "a value") }
            return try scanner.readString()
        }
    }

    private mutating func open(_ kind: PBXProjParseError.ContainerKind) throws(PBXProjParseError) {
        guard frames.count < maximumDepth else {
            throw PBXProjParseError(.nestingTooDeep(limit: maximumDepth), line: scanner.line)
        }
        frames.append(Frame(kind: kind, line: scanner.line, offset: scanner.position, firstPending: pending.count))
        scanner.advance()
    }

    /// Reads the next key (or the closing `}`) of the innermost dictionary, or the next element
    /// (or the closing `)`) of the innermost array.
    private mutating func continueInnermostContainer() throws(PBXProjParseError) -> OpenStepNode? {
        try scanner.skipTrivia()
        guard let kind = frames.last?.kind else { return nil }
        guard let byte = scanner.current else { throw endOfFileError() }
        switch kind {
        case .dictionary:
            if byte == ASCII.closeBrace { return closeDictionary() }
            try readKey()
            return try beginValue()
        case .array:
            if byte == ASCII.closeParen { return closeArray() }
            return try beginValue()
        }
    }

    /// Reads `key =`; the key waits in `pending` for its value.
    private mutating func readKey() throws(PBXProjParseError) {
        guard scanner.isAtString else { throw unexpectedCharacter(expected: "a key or '}'") }
        pending.append(try scanner.readString())
        try expect(ASCII.equals, description: "'='")
    }

    /// Adds a finished value to the innermost container and reads the separator after it.
    private mutating func store(_ value: OpenStepNode) throws(PBXProjParseError) {
        guard let kind = frames.last?.kind else { return }
        pending.append(value)
        switch kind {
        case .dictionary:
            try expect(ASCII.semicolon, description: "';'")
        case .array:
            try scanner.skipTrivia()
            switch scanner.current {
            case ASCII.comma?: scanner.advance()
            case ASCII.closeParen?: break
            case nil: throw endOfFileError()
            default: throw unexpectedCharacter(expected: "',' or ')'")
            }
        }
    }

    private mutating func closeArray() -> OpenStepNode? {
        guard let frame = frames.popLast() else { return nil }
        scanner.advance()
        let firstChild = moveChildren(from: frame.firstPending)
        return container(.array, frame, firstChild: firstChild, count: nodes.count - firstChild)
    }

    private mutating func closeDictionary() -> OpenStepNode? {
        guard let frame = frames.popLast() else { return nil }
        scanner.advance()
        let keys = OpenStepKeyComparison(bytes: scanner.bytes)
        let count = (pending.count - frame.firstPending) / 2
        guard count > PBXDictionary.largestScannedCount else {
            if keys.hasRepeatedKey(in: pending[frame.firstPending...]) {
                keys.mergeRepeatedKeys(in: &pending, from: frame.firstPending)
            }
            let firstChild = moveChildren(from: frame.firstPending)
            return container(.dictionary, frame, firstChild: firstChild, count: (nodes.count - firstChild) / 2)
        }
        var firstChild = moveChildren(from: frame.firstPending)
        if !indexKeys(firstChild: firstChild, keys: keys) {
            // A key repeats (rare): take the children back, merge them, and index again.
            pending.append(contentsOf: nodes[firstChild...])
            nodes.removeSubrange(firstChild...)
            keys.mergeRepeatedKeys(in: &pending, from: frame.firstPending)
            firstChild = moveChildren(from: frame.firstPending)
            _ = indexKeys(firstChild: firstChild, keys: keys)
        }
        return container(.dictionary, frame, firstChild: firstChild, count: (nodes.count - firstChild) / 2)
    }

    /// Records a closed container in `containers` and returns its node.
    private mutating func container(
        _ kind: OpenStepNode.Kind, _ frame: Frame, firstChild: Int, count: Int
    ) -> OpenStepNode {
        containers.append(UInt32(firstChild))
        containers.append(UInt32(count))
        return .container(kind, offset: frame.offset, container: containers.count / 2 - 1)
    }

    /// Builds the hash table of the dictionary whose children are `nodes[firstChild...]`;
    /// `false` when two of its keys are equal.
    private mutating func indexKeys(firstChild: Int, keys: OpenStepKeyComparison) -> Bool {
        let children = nodes
        return keyIndex.addTable(
            firstChild: firstChild, count: (children.count - firstChild) / 2,
            keyUTF8: { entry, body in keys.withUTF8(of: children[firstChild + 2 * entry], body) },
            keysEqual: { keys.equal(children[firstChild + 2 * $0], children[firstChild + 2 * $1]) })
    }

    /// Moves the children waiting from `firstPending` on to the end of `nodes`; returns where
    /// they start there.
    private mutating func moveChildren(from firstPending: Int) -> Int {
        let firstChild = nodes.count
        nodes.append(contentsOf: pending[firstPending...])
        pending.removeSubrange(firstPending...)
        if pending.capacity > 65536, pending.capacity > 8 * pending.count {
            pending = Array(pending)  // give back the room a large container (`objects`) took
        }
        return firstChild
    }

    /// Checks that only trivia follows the top-level value.
    private mutating func finish() throws(PBXProjParseError) {
        try scanner.skipTrivia()
        guard scanner.isAtEnd else { throw unexpectedCharacter(expected: "end of file") }
    }

    // MARK: - Errors

    private mutating func expect(_ byte: UInt8, description: String) throws(PBXProjParseError) {
        try scanner.skipTrivia()
        guard let current = scanner.current else { throw endOfFileError() }
        guard current == byte else { throw unexpectedCharacter(expected: description) }
        scanner.advance()
    }

    private func unexpectedCharacter(expected: String?) -> PBXProjParseError {
        PBXProjParseError(.unexpectedCharacter(scanner.currentCharacter, expected: expected), line: scanner.line)
    }

    private func endOfFileError() -> PBXProjParseError {
        guard let frame = frames.last else { return PBXProjParseError(.empty, line: nil) }
        return PBXProjParseError(.endOfFile(inside: frame.kind, openedOnLine: frame.line), line: scanner.line)
    }
}
