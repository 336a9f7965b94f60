/// One token of Swift source: where it is, what kind it is, and which word it spells when the
/// scanner cares about that word.
///
/// Offsets and lines are `UInt32` to keep tokens small (16 bytes); the scanner never reads more
/// than ``SwiftLexer/maximumSourceSize`` bytes, so both always fit.
struct SwiftToken: Equatable {
    var kind: Kind
    /// The word an identifier (or the name after `#`) spells, or the flavour of an operator.
    var word: KnownWord
    /// 1-based line of the token's first byte.
    var line: UInt32
    /// Byte range in the source. For a backticked identifier it excludes the backticks.
    var start: UInt32
    var end: UInt32

    enum Kind: UInt8 {
        case identifier
        /// `#if`, `#available`, …: `word` holds the name after `#`.
        case poundKeyword
        case number
        /// A whole string literal, interpolations included; its text is never looked at.
        case string
        /// A run of operator characters (`=`, `==`, `?`, `->`, `...`).
        case `operator`
        case openParen, closeParen, openBrace, closeBrace, openBracket, closeBracket
        case comma, colon, semicolon, dot, at, backslash
        /// Any other byte the scanner has no use for.
        case other
    }

    var lineNumber: Int { Int(line) }

    func isWord(_ candidate: KnownWord) -> Bool {
        kind == .identifier && word == candidate
    }

    /// `=` alone: an assignment or an initial value, not `==`.
    var isAssignment: Bool { kind == .operator && word == .assignOperator }

    /// A one-character `?` or `!`: optional chaining, force unwrap, or `try?`/`try!`.
    var isOptionalMark: Bool { kind == .operator && word == .optionalMark }

    var isOpener: Bool { kind == .openParen || kind == .openBrace || kind == .openBracket }
    var isCloser: Bool { kind == .closeParen || kind == .closeBrace || kind == .closeBracket }
}
