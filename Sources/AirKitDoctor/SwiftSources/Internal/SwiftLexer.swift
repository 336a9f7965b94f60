/// Splits Swift source bytes into ``SwiftToken``s, dropping whitespace and comments and folding
/// each string literal (interpolations included) into one `.string` token.
///
/// It never fails and never recurses: nested comments, raw strings and interpolations are
/// tracked with counters and an explicit stack, so any bytes lex in one linear pass. Text it
/// cannot make sense of becomes `.other` tokens; an unterminated literal or comment runs to the
/// end of the file, except that a single-line string also ends at its line's end.
struct SwiftLexer {
    /// Bytes beyond this are not read: no hand-written Swift file comes near it, and it keeps
    /// offsets and line numbers within `UInt32`.
    static let maximumSourceSize = 64 << 20
    /// Literals nested deeper than this (strings in interpolations in strings …) end the lexing.
    static let maximumLiteralNesting = 256

    /// The tokens of `source`, in order.
    static func tokens(of source: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(source: source)
        lexer.run()
        return lexer.tokens
    }

    private enum LiteralContext {
        case string(hashes: Int, isMultiline: Bool)
        case interpolation(openParens: Int)

        var isSingleLineString: Bool {
            if case .string(_, isMultiline: false) = self { true } else { false }
        }
    }

    private let source: [UInt8]
    private let end: Int
    private let words = KnownWord.table
    private var index = 0
    private var line: UInt32 = 1
    private var tokens: [SwiftToken] = []
    /// Open literals, outermost first. While it is not empty, no token is emitted.
    private var literals: [LiteralContext] = []
    private var literalStart = 0
    private var literalLine: UInt32 = 1

    private init(source: [UInt8]) {
        self.source = source
        self.end = min(source.count, Self.maximumSourceSize)
        tokens.reserveCapacity(end / 8)
    }

    private mutating func run() {
        while index < end {
            if case .string(let hashes, let isMultiline) = literals.last {
                lexStringContent(hashes: hashes, isMultiline: isMultiline)
            } else {
                lexCode()
            }
        }
        if !literals.isEmpty {
            literals.removeAll()
            emitLiteral(upTo: end)
        }
    }
}

// MARK: - Code

extension SwiftLexer {
    private mutating func lexCode() {
        let byte = source[index]
        switch byte {
        case ASCII.newline, ASCII.carriageReturn:
            consumeNewline()
            endSingleLineLiterals()
        case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0x00:
            index += 1
        case ASCII.slash where peek(1) == ASCII.slash:
            skipLineComment()
        case ASCII.slash where peek(1) == ASCII.star:
            skipBlockComment()
        case ASCII.quote:
            openString(hashes: 0)
        case ASCII.pound:
            lexPound()
        case ASCII.backtick:
            lexBacktickIdentifier()
        case ASCII.dot:
            if peek(1) == ASCII.dot { lexOperator(allowingDots: true) } else { emitSingle(.dot) }
        case ASCII.openParen:
            enterParen()
        case ASCII.closeParen:
            leaveParen()
        default:
            lexOther(byte)
        }
    }

    private mutating func lexOther(_ byte: UInt8) {
        if ASCII.isIdentifierStart(byte) {
            lexIdentifier()
        } else if ASCII.isDigit(byte) {
            lexNumber()
        } else if ASCII.isOperatorCharacter(byte) {
            lexOperator(allowingDots: false)
        } else {
            emitSingle(Self.punctuationKind(of: byte))
        }
    }

    private static func punctuationKind(of byte: UInt8) -> SwiftToken.Kind {
        switch byte {
        case ASCII.openBrace: .openBrace
        case ASCII.closeBrace: .closeBrace
        case ASCII.openBracket: .openBracket
        case ASCII.closeBracket: .closeBracket
        case ASCII.comma: .comma
        case ASCII.colon: .colon
        case ASCII.semicolon: .semicolon
        case ASCII.at: .at
        case ASCII.backslash: .backslash
        default: .other
        }
    }

    /// `(` in code; inside an interpolation it also deepens the interpolation.
    private mutating func enterParen() {
        if case .interpolation(let openParens) = literals.last {
            literals[literals.count - 1] = .interpolation(openParens: openParens + 1)
        }
        emitSingle(.openParen)
    }

    /// `)` in code; inside an interpolation the unmatched one closes it and returns to the string.
    private mutating func leaveParen() {
        if case .interpolation(let openParens) = literals.last {
            if openParens == 0 {
                literals.removeLast()
                index += 1
                return
            }
            literals[literals.count - 1] = .interpolation(openParens: openParens - 1)
        }
        emitSingle(.closeParen)
    }

    private mutating func lexIdentifier() {
        let start = index
        index += 1
        while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
        guard literals.isEmpty else { return }
        emit(.identifier, from: start, to: index, word: words.word(in: source, from: start, to: index))
    }

    /// `` `name` ``: an identifier that is never a keyword, so it gets no known word.
    private mutating func lexBacktickIdentifier() {
        var close = index + 1
        while close < end, source[close] != ASCII.backtick, !ASCII.isNewline(source[close]) {
            close += 1
        }
        guard close < end, source[close] == ASCII.backtick, close > index + 1 else {
            emitSingle(.other)
            return
        }
        let start = index + 1
        index = close + 1
        emit(.identifier, from: start, to: close, word: .none)
    }

    private mutating func lexNumber() {
        let start = index
        index += 1
        while index < end {
            let byte = source[index]
            if ASCII.isIdentifierContinuation(byte) {
                index += 1
            } else if byte == ASCII.dot, let next = peek(1), ASCII.isDigit(next) {
                index += 2
            } else {
                break
            }
        }
        emit(.number, from: start, to: index, word: .none)
    }

    /// A maximal run of operator characters, stopping before a comment opener.
    private mutating func lexOperator(allowingDots: Bool) {
        let start = index
        index += 1
        while index < end {
            let byte = source[index]
            let isPart = ASCII.isOperatorCharacter(byte) || (allowingDots && byte == ASCII.dot)
            guard isPart else { break }
            if byte == ASCII.slash, let next = peek(1), next == ASCII.slash || next == ASCII.star { break }
            index += 1
        }
        emit(.operator, from: start, to: index, word: operatorFlavour(from: start, to: index))
    }

    /// `=`, the equality family (`==`, `!=`, `~=`, `===`, `!==`), `?`/`!`, `->`, or `.none`.
    private func operatorFlavour(from start: Int, to stop: Int) -> KnownWord {
        let first = source[start]
        switch stop - start {
        case 1 where first == ASCII.equals:
            return .assignOperator
        case 1 where first == ASCII.question || first == ASCII.bang:
            return .optionalMark
        case 2 where first == ASCII.minus && source[start + 1] == ASCII.greaterThan:
            return .arrowOperator
        case 2 where source[start + 1] == ASCII.equals:
            let isEquality = first == ASCII.equals || first == ASCII.bang || first == ASCII.tilde
            return isEquality ? .equalityOperator : .none
        case 3 where source[start + 1] == ASCII.equals && source[start + 2] == ASCII.equals:
            return first == ASCII.equals || first == ASCII.bang ? .equalityOperator : .none
        default:
            return .none
        }
    }

    /// `#if`, `#available`, a raw string `#"…"#`, or a regex literal `#/…/#`.
    private mutating func lexPound() {
        var after = index
        while after < end, source[after] == ASCII.pound { after += 1 }
        let hashes = after - index
        guard after < end else {
            emitSingle(.other)
            return
        }
        let next = source[after]
        if next == ASCII.quote {
            openString(hashes: hashes)
        } else if next == ASCII.slash {
            skipRegexLiteral(hashes: hashes)
        } else if hashes == 1, ASCII.isIdentifierStart(next) {
            let nameStart = after
            index = after + 1
            while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
            guard literals.isEmpty else { return }
            let word = words.word(in: source, from: nameStart, to: index)
            emit(.poundKeyword, from: nameStart, to: index, word: word)
        } else {
            emitSingle(.other)
        }
    }
}

// MARK: - Comments

extension SwiftLexer {
    private mutating func skipLineComment() {
        while index < end, !ASCII.isNewline(source[index]) { index += 1 }
    }

    /// `/* … */`, nested to any depth; unterminated, it runs to the end of the file.
    private mutating func skipBlockComment() {
        var depth = 1
        index += 2
        while index < end, depth > 0 {
            let byte = source[index]
            if byte == ASCII.slash, peek(1) == ASCII.star {
                depth += 1
                index += 2
            } else if byte == ASCII.star, peek(1) == ASCII.slash {
                depth -= 1
                index += 2
            } else if ASCII.isNewline(byte) {
                consumeNewline()
            } else {
                index += 1
            }
        }
    }
}

// MARK: - Literals

extension SwiftLexer {
    /// At `"` (after `hashes` `#`s): opens a single-line or multiline string.
    private mutating func openString(hashes: Int) {
        let start = index
        let quote = index + hashes
        let isMultiline = byte(at: quote + 1) == ASCII.quote && byte(at: quote + 2) == ASCII.quote
        guard literals.count < Self.maximumLiteralNesting else {
            index = end
            return
        }
        if literals.isEmpty {
            literalStart = start
            literalLine = line
        }
        literals.append(.string(hashes: hashes, isMultiline: isMultiline))
        index = quote + (isMultiline ? 3 : 1)
    }

    private mutating func lexStringContent(hashes: Int, isMultiline: Bool) {
        while index < end {
            let byte = source[index]
            if ASCII.isNewline(byte) {
                if !isMultiline {
                    endSingleLineLiterals()
                    return
                }
                consumeNewline()
            } else if byte == ASCII.backslash {
                if lexEscape(hashes: hashes) { return }
            } else if byte == ASCII.quote, closesString(hashes: hashes, isMultiline: isMultiline) {
                index += (isMultiline ? 3 : 1) + hashes
                literals.removeLast()
                if literals.isEmpty { emitLiteral(upTo: index) }
                return
            } else {
                index += 1
            }
        }
    }

    /// At `\` inside a string. Returns `true` when it opened an interpolation.
    private mutating func lexEscape(hashes: Int) -> Bool {
        var after = index + 1
        while after < end, after - index - 1 < hashes, source[after] == ASCII.pound { after += 1 }
        guard after - index - 1 == hashes else {
            index += 1  // A backslash in a raw string that is not an escape.
            return false
        }
        if byte(at: after) == ASCII.openParen {
            index = after + 1
            if literals.count < Self.maximumLiteralNesting {
                literals.append(.interpolation(openParens: 0))
            } else {
                index = end
            }
            return true
        }
        // Skip the escaped byte, unless it is a line break (a multiline continuation).
        if let escaped = byte(at: after), !ASCII.isNewline(escaped) {
            index = after + 1
        } else {
            index = after
        }
        return false
    }

    private func closesString(hashes: Int, isMultiline: Bool) -> Bool {
        var probe = index + 1
        if isMultiline {
            guard byte(at: probe) == ASCII.quote, byte(at: probe + 1) == ASCII.quote else { return false }
            probe += 2
        }
        return hasPounds(hashes, at: probe)
    }

    /// A line break ends every single-line string still open, with the interpolations inside it.
    private mutating func endSingleLineLiterals() {
        guard let outermost = literals.firstIndex(where: \.isSingleLineString) else { return }
        literals.removeSubrange(outermost...)
        if literals.isEmpty { emitLiteral(upTo: index) }
    }

    /// `#/…/#` (with as many `#`s as it opened with): one literal token, never looked into. Only
    /// a literal whose opener ends its line may span lines.
    private mutating func skipRegexLiteral(hashes: Int) {
        let start = index
        let startLine = line
        index += hashes + 1
        let isMultiline = peek(0).map(ASCII.isNewline) ?? false
        while index < end {
            let byte = source[index]
            if byte == ASCII.slash, hasPounds(hashes, at: index + 1) {
                index += 1 + hashes
                break
            }
            guard ASCII.isNewline(byte) else {
                index += 1
                continue
            }
            guard isMultiline else { break }
            consumeNewline()
        }
        if literals.isEmpty { appendLiteral(from: start, to: index, line: startLine) }
    }

    /// The string token for the outermost literal, which ends at `stop`.
    private mutating func emitLiteral(upTo stop: Int) {
        appendLiteral(from: literalStart, to: stop, line: literalLine)
    }

    private mutating func appendLiteral(from start: Int, to stop: Int, line: UInt32) {
        append(SwiftToken(kind: .string, word: .none, line: line, start: Self.offset(start), end: Self.offset(stop)))
    }
}

// MARK: - Helpers

extension SwiftLexer {
    private func byte(at position: Int) -> UInt8? {
        position >= 0 && position < end ? source[position] : nil
    }

    /// Whether `count` `#`s start at `position`.
    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        var offset = 0
        while offset < count {
            guard byte(at: position + offset) == ASCII.pound else { return false }
            offset += 1
        }
        return true
    }

    private func peek(_ distance: Int) -> UInt8? {
        byte(at: index + distance)
    }

    /// Consumes `\n`, `\r` or `\r\n` as one line break.
    private mutating func consumeNewline() {
        let byte = source[index]
        index += 1
        if byte == ASCII.carriageReturn, peek(0) == ASCII.newline { index += 1 }
        line &+= 1
    }

    private mutating func emitSingle(_ kind: SwiftToken.Kind) {
        index += 1
        guard literals.isEmpty else { return }
        emit(kind, from: index - 1, to: index, word: .none)
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, to stop: Int, word: KnownWord) {
        guard literals.isEmpty else { return }
        append(SwiftToken(kind: kind, word: word, line: line, start: Self.offset(start), end: Self.offset(stop)))
    }

    private mutating func append(_ token: SwiftToken) {
        tokens.append(token)
    }

    private static func offset(_ position: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: position)
    }
}
