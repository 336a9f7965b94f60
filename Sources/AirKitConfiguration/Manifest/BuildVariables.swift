/// Xcode's `$(NAME)` and `${NAME}` build-variable references in Info.plist and build-setting values.
///
/// Xcode expands these when it copies a source Info.plist into the product, so a reference left in
/// a built Info.plist means UIKit reads the text literally (for example a delegate class named
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`, which no class is). Expansion here is bounded: values
/// nest at most ``maximumPasses`` deep, results stop at ``maximumLength`` characters, and each
/// variable is expanded once per call, so cycles and doubling values end quickly.
public enum BuildVariables {
    /// How deep values may refer to values, enough for `PRODUCT_MODULE_NAME → PRODUCT_NAME →
    /// TARGET_NAME` chains; deeper references stay as written.
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

    /// `text` with every reference whose name `values` holds replaced by its value, itself
    /// expanded first (as Xcode does); other references stay as written. Supports the modifiers
    /// Xcode templates use: `c99extidentifier`, `identifier`, `rfc1034identifier`, `lower`, `upper`.
    /// A value that refers back to itself is left as written at the point of the cycle.
    public static func expand(_ text: String, values: [String: String]) -> String {
        var expander = Expander(values: values)
        return expander.expand(text, depth: 0)
    }

    /// The module name Xcode derives from a product name (`$(PRODUCT_NAME:c99extidentifier)`):
    /// characters that cannot appear in an identifier become `_`, and a leading digit gets a `_`
    /// prefix. Letters outside ASCII are kept, as C99 extended identifiers allow them.
    public static func c99ExtendedIdentifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
        return result
    }

    /// Expands each variable once per call, so shared references cost no repeated work.
    private struct Expander {
        let values: [String: String]
        var resolved: [String: String] = [:]
        var inProgress: Set<String> = []

        mutating func expand(_ text: String, depth: Int) -> String {
            var result = ""
            for token in BuildVariables.tokens(in: text) {
                switch token {
                case .literal(let literal):
                    result += literal
                case .reference(let written, let name, let modifier):
                    guard let value = value(of: name, depth: depth) else {
                        result += written
                        continue
                    }
                    result += BuildVariables.apply(modifier, to: value) ?? written
                }
                if result.utf8.count > maximumLength { return String(result.prefix(maximumLength)) }
            }
            return result
        }

        private mutating func value(of name: String, depth: Int) -> String? {
            if let known = resolved[name] { return known }
            guard let raw = values[name], depth < maximumPasses, !inProgress.contains(name) else { return nil }
            inProgress.insert(name)
            let expanded = expand(raw, depth: depth + 1)
            inProgress.remove(name)
            resolved[name] = expanded
            return expanded
        }
    }

    private static func apply(_ modifier: String?, to value: String) -> String? {
        switch modifier {
        case nil: value
        case "c99extidentifier", "identifier": c99ExtendedIdentifier(value)
        case "rfc1034identifier":
            String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
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
