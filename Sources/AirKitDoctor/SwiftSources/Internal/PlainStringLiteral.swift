/// A string literal with nothing but text between its quotes: `"…"`, or Objective-C's `@"…"`, with
/// no escape, interpolation or raw-string `#`. Such a literal can be compared with a name byte for byte.
enum PlainStringLiteral {
    /// Longer literals are never names the scanners look for.
    static let maximumLength = 512

    /// The range of the text between the quotes of the literal `source[start..<end]`, or `nil`
    /// when that is not a plain literal. The range must lie inside `source`.
    static func content(in source: [UInt8], from start: Int, to end: Int) -> Range<Int>? {
        var open = start
        if open < end, source[open] == ASCII.at { open += 1 }
        let close = end - 1
        guard close - open >= 1, close - open <= maximumLength,
            source[open] == ASCII.quote, source[close] == ASCII.quote
        else { return nil }
        let content = (open + 1)..<close
        guard !source[content].contains(where: { $0 == ASCII.backslash || $0 == ASCII.quote }) else { return nil }
        return content
    }

    /// The literal's text, for names such as `NSClassFromString("Module.Delegate")`; `nil` when
    /// it is not plain or is empty.
    static func text(in source: [UInt8], from start: Int, to end: Int) -> String? {
        guard let content = content(in: source, from: start, to: end), !content.isEmpty else { return nil }
        return String(decoding: source[content], as: UTF8.self)
    }
}
