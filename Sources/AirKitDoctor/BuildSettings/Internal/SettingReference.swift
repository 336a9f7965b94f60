/// A `$…` construct in a build-setting value, as Xcode's build system parses it
/// (swift-build `MacroExpressionParser`).
enum SettingReference: Equatable {
    /// `$$`: a literal `$`.
    case dollar
    /// `$(body)` or `${body}`: `body` is the name, possibly with nested references, then `:modifier`s.
    case delimited(body: Substring)
    /// `$NAME`, the old form without brackets.
    case bare(name: Substring)

    /// The reference starting at the `$` at `start`, and the index after it; `nil` when the `$` is
    /// literal (at the end, before a space, or with an unclosed bracket). `closers` comes from
    /// ``closingBrackets(in:)`` for `text` or for the string `text` is part of.
    static func parse(
        _ text: Substring, at start: Substring.Index, closers: [Substring.Index: Substring.Index]
    ) -> (SettingReference, Substring.Index)? {
        let next = text.index(after: start)
        guard next < text.endIndex else { return nil }
        switch text[next] {
        case "$":
            return (.dollar, text.index(after: next))
        case "(", "{":
            guard let close = closers[next], close < text.endIndex else { return nil }
            return (.delimited(body: text[text.index(after: next)..<close]), text.index(after: close))
        default:
            let name = text[next...].prefix { $0.unicodeScalars.count == 1 && isNameCharacter($0) }
            guard let first = name.unicodeScalars.first, SettingKey.isNameScalar(first, first: true) else { return nil }
            return (.bare(name: name), name.endIndex)
        }
    }

    /// For each `(` or `{` that opens a reference (`$(`, `${`), the index of the bracket that closes
    /// it, skipping nested references; unclosed ones are absent. One pass, so hostile text full of
    /// `$(` costs linear time.
    static func closingBrackets(in text: Substring) -> [Substring.Index: Substring.Index] {
        var closers: [Substring.Index: Substring.Index] = [:]
        var open: [(index: Substring.Index, closer: Character)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" {
                open.append((next, text[next] == "(" ? ")" : "}"))
                index = text.index(after: next)
                continue
            }
            if let innermost = open.last, character == innermost.closer {
                closers[innermost.index] = index
                open.removeLast()
            }
            index = next
        }
        return closers
    }

    /// Splits a delimited body at its `:`s outside nested references: `NAME`, then each modifier.
    /// Nested references are skipped whole through `closers`, so deep nesting costs linear time.
    static func parts(of body: Substring, closers: [Substring.Index: Substring.Index]) -> [Substring] {
        var parts: [Substring] = []
        var partStart = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            let next = body.index(after: index)
            if body[index] == "$", next < body.endIndex, let close = closers[next], close < body.endIndex {
                index = body.index(after: close)
                continue
            }
            if body[index] == ":" {
                parts.append(body[partStart..<index])
                partStart = next
            }
            index = next
        }
        parts.append(body[partStart...])
        return parts
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { SettingKey.isNameScalar($0, first: false) } ?? false
    }
}
