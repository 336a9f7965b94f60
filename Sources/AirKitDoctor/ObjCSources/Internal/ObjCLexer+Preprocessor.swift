extension ObjCLexer {
    /// At a `#` that starts a line. `#import` and `#include` become an `.includeDirective` token;
    /// `#if`-family lines open and close ``ConditionalBlocks``; every other directive is skipped.
    /// The directive's own line (with its continuations) never yields code tokens.
    mutating func lexDirective() {
        index += 1
        skipHorizontalSpace()
        let nameStart = index
        while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
        let name = words.word(in: source, from: nameStart, to: index)
        switch name {
        case .importWord, .includeWord:
            lexHeaderName()
        case .ifWord, .elifWord:
            conditionals.apply(name == .ifWord ? .ifDirective : .elseifDirective, condition: readCondition())
        case .ifdefWord, .ifndefWord:
            conditionals.apply(.ifDirective, condition: .unknown)
        case .elifdefWord, .elifndefWord:
            conditionals.apply(.elseifDirective, condition: .unknown)
        case .elseWord:
            conditionals.apply(.elseDirective, condition: .unknown)
        case .endifWord:
            conditionals.apply(.endifDirective, condition: .unknown)
        default:
            break
        }
        skipRestOfDirective()
    }

    /// `<AirKit/AirKit.h>` or `"AirKit/AirKit.h"`: a token over the name between the delimiters.
    private mutating func lexHeaderName() {
        skipHorizontalSpace()
        guard let open = peek(0), open == ASCII.lessThan || open == ASCII.quote else { return }
        let close = open == ASCII.lessThan ? ASCII.greaterThan : ASCII.quote
        index += 1
        let start = index
        while index < end, source[index] != close, !ASCII.isNewline(source[index]) { index += 1 }
        guard index < end, source[index] == close else { return }
        emit(.includeDirective, from: start, to: index, word: .none)
        index += 1
    }

    /// A condition that is exactly `0`/`false` or `1`/`true` (spaces and a trailing comment
    /// aside) is decided; any other is unknown.
    private mutating func readCondition() -> ConditionalBlocks.Condition {
        skipHorizontalSpace()
        let start = index
        while index < end, ASCII.isIdentifierContinuation(source[index]) { index += 1 }
        let stop = index
        skipHorizontalSpace()
        let endsLine = peek(0).map { ASCII.isNewline($0) || $0 == ASCII.slash } ?? true
        guard endsLine, stop - start >= 1 else { return .unknown }
        if stop - start == 1 {
            switch source[start] {
            case 0x30: return .alwaysFalse
            case 0x31: return .alwaysTrue
            default: return .unknown
            }
        }
        switch words.word(in: source, from: start, to: stop) {
        case .falseWord: return .alwaysFalse
        case .trueWord: return .alwaysTrue
        default: return .unknown
        }
    }

    /// To the line break that ends the directive: past `\` continuations, block comments (which
    /// may span lines) and string literals (a `/*` inside one opens nothing).
    private mutating func skipRestOfDirective() {
        while index < end {
            let byte = source[index]
            if ASCII.isNewline(byte) { return }
            if byte == ASCII.backslash, peek(1).map(ASCII.isNewline) == true {
                index += 1
                consumeNewline()
            } else if byte == ASCII.slash, peek(1) == ASCII.slash {
                skipLineComment()
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                skipBlockComment()
            } else if byte == ASCII.quote {
                skipDirectiveString()
            } else {
                index += 1
            }
        }
    }

    private mutating func skipDirectiveString() {
        index += 1
        while index < end, source[index] != ASCII.quote, !ASCII.isNewline(source[index]) {
            index += source[index] == ASCII.backslash && peek(1).map(ASCII.isNewline) == false ? 2 : 1
        }
        if index < end, source[index] == ASCII.quote { index += 1 }
    }

    private mutating func skipHorizontalSpace() {
        while index < end, source[index] == ASCII.space || source[index] == ASCII.tab { index += 1 }
    }
}
