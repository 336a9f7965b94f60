/// Builds the value tree of an old-style property list with an explicit stack instead of
/// recursion, so that no nesting can overflow the call stack.
///
/// Each open dictionary has its entries in `openEntries` and each open array its elements in
/// `openElements` (one array per open container, innermost last); closing a container moves its
/// array into the new value without copying it.
struct OpenStepParser {
    private var scanner: OpenStepScanner
    private let maximumDepth: Int
    private var frames: [Frame] = []
    private var openEntries: [[PBXDictionary.Entry]] = []
    private var openElements: [[PBXValue]] = []

    /// A dictionary or an array that has been opened and not yet closed.
    private struct Frame {
        var kind: PBXProjParseError.ContainerKind
        var line: Int
        /// The key whose value is being read (dictionaries only).
        var key = ""
        var keyLine = 0
    }

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        scanner = OpenStepScanner(bytes: bytes)
        self.maximumDepth = maximumDepth
    }

    /// Parses the one value the buffer holds, with nothing but trivia after it.
    mutating func parseDocument() throws(PBXProjParseError) -> PBXValue {
        scanner.skipByteOrderMark()
        try scanner.skipTrivia()
        guard !scanner.isAtEnd else { throw PBXProjParseError(.empty, line: nil) }
        var value = try beginValue()
        while true {
            if let complete = value {
                guard !frames.isEmpty else { return try finish(with: complete) }
                try store(complete)
            }
            value = try continueInnermostContainer()
        }
    }

    // MARK: - Values

    /// Reads a string, or opens a container and returns `nil` (its value comes when it closes).
    private mutating func beginValue() throws(PBXProjParseError) -> PBXValue? {
        try scanner.skipTrivia()
        let line = scanner.line
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
            return .string(try scanner.readString(), line: line)
        }
    }

    private mutating func open(_ kind: PBXProjParseError.ContainerKind) throws(PBXProjParseError) {
        guard frames.count < maximumDepth else {
            throw PBXProjParseError(.nestingTooDeep(limit: maximumDepth), line: scanner.line)
        }
        // Room for a few values up front: most containers in a pbxproj are that small.
        switch kind {
        case .dictionary:
            openEntries.append([])
            openEntries[openEntries.count - 1].reserveCapacity(4)
        case .array:
            openElements.append([])
            openElements[openElements.count - 1].reserveCapacity(4)
        }
        frames.append(Frame(kind: kind, line: scanner.line))
        scanner.advance()
    }

    /// Reads the next key (or the closing `}`) of the innermost dictionary, or the next element
    /// (or the closing `)`) of the innermost array.
    private mutating func continueInnermostContainer() throws(PBXProjParseError) -> PBXValue? {
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

    /// Reads `key =` into the innermost frame.
    private mutating func readKey() throws(PBXProjParseError) {
        guard scanner.isAtString else { throw unexpectedCharacter(expected: "a key or '}'") }
        let keyLine = scanner.line
        let key = try scanner.readString()
        try expect(ASCII.equals, description: "'='")
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keyLine = keyLine
    }

    /// Adds a finished value to the innermost container and reads the separator after it.
    private mutating func store(_ value: PBXValue) throws(PBXProjParseError) {
        guard let kind = frames.last?.kind else { return }
        switch kind {
        case .dictionary:
            // Move the key out of the frame rather than copy it.
            var key = ""
            swap(&key, &frames[frames.count - 1].key)
            let entry = PBXDictionary.Entry(key: key, keyLine: frames[frames.count - 1].keyLine, value: value)
            openEntries[openEntries.count - 1].append(entry)
            try expect(ASCII.semicolon, description: "';'")
        case .array:
            openElements[openElements.count - 1].append(value)
            try scanner.skipTrivia()
            switch scanner.current {
            case ASCII.comma?: scanner.advance()
            case ASCII.closeParen?: break
            case nil: throw endOfFileError()
            default: throw unexpectedCharacter(expected: "',' or ')'")
            }
        }
    }

    private mutating func closeDictionary() -> PBXValue? {
        guard let frame = frames.popLast(), let entries = openEntries.popLast() else { return nil }
        scanner.advance()
        return .dictionary(PBXDictionary(takingEntries: entries), line: frame.line)
    }

    private mutating func closeArray() -> PBXValue? {
        guard let frame = frames.popLast(), let elements = openElements.popLast() else { return nil }
        scanner.advance()
        return .array(elements, line: frame.line)
    }

    /// Returns the top-level value once only trivia follows it.
    private mutating func finish(with value: PBXValue) throws(PBXProjParseError) -> PBXValue {
        try scanner.skipTrivia()
        guard scanner.isAtEnd else { throw unexpectedCharacter(expected: "end of file") }
        return value
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
