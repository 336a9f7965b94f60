/// Splits Objective-C / Objective-C++ source bytes into ``ObjCToken``s.
///
/// Dropped: whitespace, `//` and `/* */` comments, preprocessor lines other than `#import` and
/// `#include` (with their `\` continuations), and everything inside `#if 0` / `#if false` blocks.
/// Literals (`"…"`, `@"…"`, `'…'`, C++ raw strings `R"d(…)d"`) become one token each and are never
/// looked into for code. It never fails and never recurses: any bytes lex in one linear pass. An
/// unterminated string or character literal ends at its line's end; an unterminated block comment
/// or raw string runs to the end of the file.
struct ObjCLexer {
    /// Bytes beyond this are not read; it keeps offsets and line numbers within `UInt32`.
    static let maximumSourceSize = 64 << 20
    /// The longest delimiter a C++ raw string may have.
    static let maximumRawDelimiter = 16

    static func tokens(of source: [UInt8]) -> [ObjCToken] {
        var lexer = ObjCLexer(source: source)
        lexer.run()
        return lexer.tokens
    }

    let source: [UInt8]
    let end: Int
    let words = ObjCWord.table
    var index = 0
    var line: UInt32 = 1
    /// Nothing but whitespace and comments since the last line break: a `#` here starts a directive.
    var isAtLineStart = true
    var conditionals = ConditionalBlocks()
    var tokens: [ObjCToken] = []

    private init(source: [UInt8]) {
        self.source = source
        self.end = min(source.count, Self.maximumSourceSize)
        tokens.reserveCapacity(end / 8)
    }

    private mutating func run() {
        while index < end {
            lexNext()
        }
    }
}

// MARK: - Code

extension ObjCLexer {
    private mutating func lexNext() {
        let byte = source[index]
        switch byte {
        case ASCII.newline, ASCII.carriageReturn:
            consumeNewline()
            isAtLineStart = true
        case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed, 0x00:
            index += 1
        case ASCII.slash where peek(1) == ASCII.slash:
            skipLineComment()
        case ASCII.slash where peek(1) == ASCII.star:
            skipBlockComment()
        case ASCII.pound where isAtLineStart:
            lexDirective()
        case ASCII.backslash where peek(1).map(ASCII.isNewline) == true:
            index += 1
            consumeNewline()  // A line continuation outside a directive joins two lines of code.
        case ASCII.quote:
            lexQuoted(from: index, closingWith: ASCII.quote, kind: .string)
        case ASCII.apostrophe:
            lexQuoted(from: index, closingWith: ASCII.apostrophe, kind: .character)
        case ASCII.at:
            lexAt()
        default:
            lexOther(byte)
        }
    }

    private mutating func lexOther(_ byte: UInt8) {
        if ASCII.isIdentifierStart(byte) {
            lexIdentifier()
        } else if ASCII.isDigit(byte) || (byte == ASCII.dot && peek(1).map(ASCII.isDigit) == true) {
            lexNumber()
        } else {
            lexPunctuation(byte)
        }
    }

    /// `@"…"`, `@interface` and the other `@` keywords, or a lone `@` (`@[`, `@{`, `@(`).
    private mutating func lexAt() {
        if peek(1) == ASCII.quote {
            lexQuoted(from: index, closingWith: ASCII.quote, kind: .string, skipping: 1)
        } else if let next = peek(1), ASCII.isIdentifierStart(next) {
            let start = index
            index += 1
            let nameStart = index
            while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
            emit(.atKeyword, from: start, to: index, word: words.word(in: source, from: nameStart, to: index))
        } else {
            emitSingle(.other)
        }
    }

    private mutating func lexIdentifier() {
        let start = index
        index += 1
        while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
        if peek(0) == ASCII.quote, isRawStringPrefix(from: start, to: index) {
            lexRawString(from: start)
            return
        }
        emit(.identifier, from: start, to: index, word: words.word(in: source, from: start, to: index))
    }

    /// Digits, letters, dots, exponent signs and C++14 digit separators (`1'000`).
    private mutating func lexNumber() {
        let start = index
        index += 1
        while index < end {
            let byte = source[index]
            let previous = source[index - 1] | 0x20
            if ASCII.isIdentifierContinuation(byte) || byte == ASCII.dot {
                index += 1
            } else if (byte == ASCII.plus || byte == ASCII.minus) && (previous == 0x65 || previous == 0x70) {
                index += 1  // `1e-5`, `0x1p+3`
            } else if byte == ASCII.apostrophe, let next = peek(1), ASCII.isIdentifierContinuation(next) {
                index += 2
            } else {
                break
            }
        }
        emit(.number, from: start, to: index, word: .none)
    }

    private mutating func lexPunctuation(_ byte: UInt8) {
        let next = peek(1)
        switch byte {
        case ASCII.openParen: emitSingle(.openParen)
        case ASCII.closeParen: emitSingle(.closeParen)
        case ASCII.openBrace: emitSingle(.openBrace)
        case ASCII.closeBrace: emitSingle(.closeBrace)
        case ASCII.openBracket: emitSingle(.openBracket)
        case ASCII.closeBracket: emitSingle(.closeBracket)
        case ASCII.semicolon: emitSingle(.semicolon)
        case ASCII.colon: emitSingle(.colon)
        case ASCII.comma: emitSingle(.comma)
        case ASCII.dot: emitSingle(.dot)
        case ASCII.equals where next != ASCII.equals: emitSingle(.assign)
        case ASCII.minus where next != ASCII.minus && next != ASCII.greaterThan && next != ASCII.equals:
            emitSingle(.minus)
        case ASCII.plus where next != ASCII.plus && next != ASCII.equals: emitSingle(.plus)
        case _ where next == ASCII.equals || next == byte || (byte == ASCII.minus && next == ASCII.greaterThan):
            // `==`, `!=`, `+=`, `<=`, `--`, `->`, `<<`, `&&`: one token, never an assignment.
            let start = index
            index += 2
            emit(.other, from: start, to: index, word: .none)
        default:
            emitSingle(.other)
        }
    }
}

// MARK: - Comments and literals

extension ObjCLexer {
    /// To the end of the line; a `\` before the line break continues the comment.
    mutating func skipLineComment() {
        while index < end {
            let byte = source[index]
            if byte == ASCII.backslash, peek(1).map(ASCII.isNewline) == true {
                index += 1
                consumeNewline()
            } else if ASCII.isNewline(byte) {
                return
            } else {
                index += 1
            }
        }
    }

    /// `/* … */`, not nested; unterminated, it runs to the end of the file.
    mutating func skipBlockComment() {
        index += 2
        while index < end {
            let byte = source[index]
            if byte == ASCII.star, peek(1) == ASCII.slash {
                index += 2
                return
            }
            if ASCII.isNewline(byte) { consumeNewline() } else { index += 1 }
        }
    }

    /// A string or character literal whose opening quote is at `start + skipping`: to its closing
    /// quote, or to the end of the line when it has none. `\` escapes one byte or a line break.
    mutating func lexQuoted(from start: Int, closingWith quote: UInt8, kind: ObjCToken.Kind, skipping: Int = 0) {
        let startLine = line
        index = start + skipping + 1
        while index < end {
            let byte = source[index]
            if byte == ASCII.backslash {
                index += 1
                if let escaped = peek(0) {
                    if ASCII.isNewline(escaped) { consumeNewline() } else { index += 1 }
                }
            } else if byte == quote {
                index += 1
                break
            } else if ASCII.isNewline(byte) {
                break
            } else {
                index += 1
            }
        }
        emit(kind, from: start, to: index, word: .none, line: startLine)
    }

    /// `R`, `LR`, `uR`, `UR` or `u8R` right before a `"`: a C++ raw string follows.
    private func isRawStringPrefix(from start: Int, to stop: Int) -> Bool {
        guard stop - start <= 3, source[stop - 1] == 0x52 else { return false }  // R
        switch stop - start {
        case 1: return true
        case 2: return source[start] == 0x4C || source[start] == 0x75 || source[start] == 0x55  // L u U
        default: return source[start] == 0x75 && source[start + 1] == 0x38  // u8
        }
    }

    /// `R"delimiter( … )delimiter"`, across lines. A malformed opener is read as a plain string.
    private mutating func lexRawString(from start: Int) {
        let quote = index
        var open = quote + 1
        while open < end, open - quote - 1 <= Self.maximumRawDelimiter, isRawDelimiterByte(source[open]) { open += 1 }
        guard open < end, source[open] == ASCII.openParen, open - quote - 1 <= Self.maximumRawDelimiter else {
            lexQuoted(from: start, closingWith: ASCII.quote, kind: .string, skipping: quote - start)
            return
        }
        let delimiter = (quote + 1)..<open
        let startLine = line
        index = open + 1
        while index < end {
            let byte = source[index]
            if byte == ASCII.closeParen, closesRawString(at: index, delimiter: delimiter) {
                index += delimiter.count + 2
                break
            }
            if ASCII.isNewline(byte) { consumeNewline() } else { index += 1 }
        }
        emit(.string, from: start, to: index, word: .none, line: startLine)
    }

    private func isRawDelimiterByte(_ byte: UInt8) -> Bool {
        byte > ASCII.space && byte < 0x7F && byte != ASCII.openParen && byte != ASCII.closeParen
            && byte != ASCII.backslash
    }

    /// `)delimiter"` at `position`.
    private func closesRawString(at position: Int, delimiter: Range<Int>) -> Bool {
        let quote = position + 1 + delimiter.count
        guard quote < end, source[quote] == ASCII.quote else { return false }
        return source[(position + 1)..<quote].elementsEqual(source[delimiter])
    }
}

// MARK: - Helpers

extension ObjCLexer {
    func peek(_ distance: Int) -> UInt8? {
        let position = index + distance
        return position >= 0 && position < end ? source[position] : nil
    }

    /// Consumes `\n`, `\r` or `\r\n` as one line break.
    mutating func consumeNewline() {
        let byte = source[index]
        index += 1
        if byte == ASCII.carriageReturn, peek(0) == ASCII.newline { index += 1 }
        line &+= 1
    }

    private mutating func emitSingle(_ kind: ObjCToken.Kind) {
        index += 1
        emit(kind, from: index - 1, to: index, word: .none)
    }

    /// Appends a token unless the code is in a dead `#if` branch; either way the line has code now.
    mutating func emit(_ kind: ObjCToken.Kind, from start: Int, to stop: Int, word: ObjCWord, line: UInt32? = nil) {
        isAtLineStart = false
        guard conditionals.isActive else { return }
        tokens.append(
            ObjCToken(
                kind: kind, word: word, line: line ?? self.line, start: UInt32(truncatingIfNeeded: start),
                end: UInt32(truncatingIfNeeded: stop)))
    }
}
