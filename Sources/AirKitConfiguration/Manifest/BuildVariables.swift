/// Xcode's `$(NAME)` and `${NAME}` build-variable references in Info.plist and build-setting values.
///
/// Xcode expands these when it copies a source Info.plist into the product, so a reference left in
/// a built Info.plist means UIKit reads the text literally (for example a delegate class named
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`, which no class is). Expansion here is bounded: at most
/// ``maximumPasses`` rounds and ``maximumLength`` characters, so self-referencing values end.
public enum BuildVariables {
    /// Rounds of expansion, enough for `PRODUCT_MODULE_NAME → PRODUCT_NAME → TARGET_NAME` chains.
    public static let maximumPasses = 8
    /// Expanded text is cut off at this length.
    public static let maximumLength = 4096

    /// Whether `text` holds a `$(…)` or `${…}` reference.
    public static func containsReference(_ text: String) -> Bool {
        !references(in: text).isEmpty
    }

    /// The references in `text`, each as written (`$(PRODUCT_MODULE_NAME)`), in order.
    public static func references(in text: String) -> [String] {
        tokens(in: text).compactMap { token in
            if case .reference(let written, _, _) = token { written } else { nil }
        }
    }

    /// `text` with every reference whose name `values` holds replaced by its value; other references
    /// stay as written. Supports the modifiers Xcode templates use: `c99extidentifier`,
    /// `rfc1034identifier`, `lower`, `upper`, `identifier`.
    public static func expand(_ text: String, values: [String: String]) -> String {
        var current = text
        for _ in 0..<maximumPasses {
            let next = expandOnce(current, values: values)
            if next == current { return current }
            current = String(next.prefix(maximumLength))
        }
        return current
    }

    /// The module name Xcode derives from a product name (`$(PRODUCT_NAME:c99extidentifier)`):
    /// characters that cannot appear in an identifier become `_`, and a leading digit gets a `_`
    /// prefix. Letters outside ASCII are kept, as C99 extended identifiers allow them.
    public static func c99ExtendedIdentifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
        return result
    }

    private static func expandOnce(_ text: String, values: [String: String]) -> String {
        var result = ""
        for token in tokens(in: text) {
            switch token {
            case .literal(let literal):
                result += literal
            case .reference(let written, let name, let modifier):
                guard let value = values[name] else {
                    result += written
                    continue
                }
                result += apply(modifier, to: value) ?? written
            }
        }
        return result
    }

    private static func apply(_ modifier: String?, to value: String) -> String? {
        switch modifier {
        case nil: value
        case "c99extidentifier", "identifier": c99ExtendedIdentifier(value)
        case "rfc1034identifier": String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: nil
        }
    }

    private enum Token {
        case literal(String)
        case reference(written: String, name: String, modifier: String?)
    }

    /// Splits `text` into literal runs and references. A `$(` without its closing `)` is literal.
    private static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let (token, end) = reference(in: text, at: index) {
                if !literal.isEmpty { tokens.append(.literal(literal)) }
                literal = ""
                tokens.append(token)
                index = end
            } else {
                literal.append(text[index])
                index = text.index(after: index)
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    private static func reference(in text: String, at start: String.Index) -> (Token, String.Index)? {
        guard text[start] == "$" else { return nil }
        let open = text.index(after: start)
        guard open < text.endIndex else { return nil }
        let closing: Character
        switch text[open] {
        case "(": closing = ")"
        case "{": closing = "}"
        default: return nil
        }
        let bodyStart = text.index(after: open)
        guard let close = text[bodyStart...].firstIndex(of: closing) else { return nil }
        let body = text[bodyStart..<close]
        guard !body.isEmpty, !body.contains("$"), !body.contains("("), !body.contains("{") else { return nil }
        let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let end = text.index(after: close)
        let token = Token.reference(
            written: String(text[start..<end]), name: String(parts[0]), modifier: parts.count > 1 ? String(parts[1]) : nil
        )
        return (token, end)
    }
}
