/// Drops the tokens of `#if` branches that can never compile, and the directives themselves.
///
/// Only the literal conditions `false` and `true` are decided. Every other condition
/// (`canImport(UIKit)`, `DEBUG`, `os(iOS)`) may hold when the app is built, so all of its branches
/// are kept: the scanner reads the app as it would compile for iOS, whichever branch that is.
/// Removing the directive lines also lets an attribute inside `#if canImport(ObjectiveC)` sit
/// next to the declaration it belongs to.
enum ConditionalCompilation {
    static func activeTokens(of tokens: [SwiftToken]) -> [SwiftToken] {
        var filter = ConditionalBlocks()
        var active: [SwiftToken] = []
        active.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .poundKeyword, let directive = ConditionalBlocks.Directive(token.word) else {
                if filter.isActive { active.append(token) }
                index += 1
                continue
            }
            let conditionEnd = endOfLine(startingAfter: index, in: tokens)
            let condition = ConditionalBlocks.Condition(tokens[(index + 1)..<conditionEnd])
            filter.apply(directive, condition: condition)
            index = directive.hasCondition ? conditionEnd : index + 1
        }
        return active
    }

    /// The index after the last token on the same line as `tokens[index]`.
    private static func endOfLine(startingAfter index: Int, in tokens: [SwiftToken]) -> Int {
        let line = tokens[index].line
        var next = index + 1
        while next < tokens.count, tokens[next].line == line { next += 1 }
        return next
    }
}

extension ConditionalBlocks.Directive {
    init?(_ word: KnownWord) {
        switch word {
        case .ifKeyword: self = .ifDirective
        case .elseifKeyword: self = .elseifDirective
        case .elseKeyword: self = .elseDirective
        case .endifKeyword: self = .endifDirective
        default: return nil
        }
    }
}

extension ConditionalBlocks.Condition {
    /// Swift's literal conditions: exactly `true` or `false`.
    init(_ tokens: ArraySlice<SwiftToken>) {
        guard tokens.count == 1, let only = tokens.first, only.kind == .identifier else {
            self = .unknown
            return
        }
        switch only.word {
        case .trueKeyword: self = .alwaysTrue
        case .falseKeyword: self = .alwaysFalse
        default: self = .unknown
        }
    }
}
