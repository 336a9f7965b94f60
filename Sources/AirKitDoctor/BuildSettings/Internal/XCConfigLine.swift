/// What one line of a `.xcconfig` file says (see ``XCConfigFile`` for the syntax).
enum XCConfigLine: Equatable {
    case empty
    case assignment(key: String, value: String)
    case include(path: String, isOptional: Bool)
    case problem(String)

    init(_ line: Substring) {
        let text = line.trimmingSpaces
        if text.isEmpty || text.hasPrefix("//") {
            self = .empty
        } else if text.hasPrefix("#") {
            self = Self.directive(text.dropFirst())
        } else if let first = text.unicodeScalars.first, SettingKey.isNameScalar(first, first: true) {
            self = Self.assignment(text)
        } else {
            self = .problem("unexpected character \"\(text.prefix(1))\" at the start of a line")
        }
    }

    /// The value part of a line: cut at `//`, trimmed, without one trailing `;`.
    static func valueText(_ text: some StringProtocol) -> String {
        var value = Substring(text)
        if let comment = value.firstRange(of: "//") { value = value[..<comment.lowerBound] }
        var trimmed = value.trimmingSpaces
        if trimmed.hasSuffix(";") { trimmed = trimmed.dropLast().trimmingSpaces }
        return trimmed
    }

    /// `KEY[cond=pattern] = value`: the `=` that ends the key is the first one outside brackets.
    private static func assignment(_ text: String) -> XCConfigLine {
        var depth = 0
        var equals: String.Index?
        for index in text.indices {
            switch text[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "=" where depth == 0: equals = index
            case "/" where text[index...].hasPrefix("//"): return .problem("expected \"=\" after the setting name")
            default: break
            }
            if equals != nil { break }
        }
        guard let equals else { return .problem("expected \"=\" after the setting name") }
        let key = text[..<equals].trimmingSpaces
        guard SettingKey(key) != nil else { return .problem("malformed setting name \"\(key)\"") }
        return .assignment(key: key, value: valueText(text[text.index(after: equals)...]))
    }

    /// `include "path"` or `include? "path"`, after the `#`, with an optional trailing comment.
    private static func directive(_ text: Substring) -> XCConfigLine {
        let body = text.trimmingSpaces
        let keyword = body.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
        guard keyword == "include" || keyword == "include?" else {
            return .problem("unknown directive \"#\(keyword)\"")
        }
        let rest = body.dropFirst(keyword.count).trimmingSpaces
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
            return .problem("#\(keyword) needs a path in double quotes")
        }
        let path = String(rest[rest.index(after: rest.startIndex)..<close])
        let after = rest[rest.index(after: close)...].trimmingSpaces
        guard after.isEmpty || after.hasPrefix("//") else { return .problem("unexpected text after the #\(keyword) path") }
        guard !path.isEmpty else { return .problem("#\(keyword) has an empty path") }
        return .include(path: path, isOptional: keyword == "include?")
    }
}
