extension YAMLNode {
    /// The value of the last entry named `key`, when this node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        entry(key)?.value
    }

    /// The last entry named `key`, when this node is a mapping.
    public func entry(_ key: String) -> Entry? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.last { $0.key == key }
    }

    /// The entries of a mapping in file order, or `nil` for a scalar or a sequence.
    public var entries: [Entry]? {
        guard case .mapping(let entries) = content else { return nil }
        return entries
    }

    /// The items of a sequence, or `nil` for a scalar or a mapping.
    public var items: [YAMLNode]? {
        guard case .sequence(let items) = content else { return nil }
        return items
    }

    /// The text of a scalar, or `nil` for a collection.
    public var scalar: String? {
        guard case .scalar(let text, _) = content else { return nil }
        return text
    }

    /// The text of a scalar that is not empty and not a plain null (`~`, `null`).
    public var text: String? {
        guard let scalar, !isNull else { return nil }
        return scalar
    }

    /// A plain `~`, `null` or nothing at all, as in `key:` with no value.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// A plain scalar that YAML 1.1 (the schema XcodeGen's loader uses) reads as a boolean:
    /// `true`/`false`, `yes`/`no`, `on`/`off` in lower, capitalised or upper case.
    public var boolValue: Bool? {
        guard case .scalar(let text, .plain) = content else { return nil }
        return Self.booleanWords[text]
    }

    /// A plain decimal, `0x` hexadecimal or `0o` octal integer that fits in `Int`.
    public var intValue: Int? {
        guard case .scalar(let text, .plain) = content else { return nil }
        return Self.integer(text)
    }

    /// A plain scalar written as a decimal number with a fraction or exponent (`1.5`, `2e3`).
    public var doubleValue: Double? {
        guard case .scalar(let text, .plain) = content, Self.looksLikeFloat(text) else { return nil }
        return Double(text)
    }

    /// The scalar texts of a sequence, or a one-item list for a scalar (XcodeGen accepts both
    /// `sources: App` and `sources: [App]`). Collections inside the list are skipped.
    public var stringList: [String] {
        if let text { return [text] }
        return (items ?? []).compactMap(\.text)
    }

    private static let booleanWords: [String: Bool] = {
        var words: [String: Bool] = [:]
        for (word, value) in [("true", true), ("yes", true), ("on", true), ("false", false), ("no", false), ("off", false)] {
            words[word] = value
            words[word.prefix(1).uppercased() + word.dropFirst()] = value
            words[word.uppercased()] = value
        }
        return words
    }()

    private static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var sign = 1
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        let radix: Int
        if body.hasPrefix("0x") {
            radix = 16
            body = body.dropFirst(2)
        } else if body.hasPrefix("0o") {
            radix = 8
            body = body.dropFirst(2)
        } else {
            radix = 10
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isHexDigit }), let magnitude = Int(body, radix: radix) else { return nil }
        return sign * magnitude
    }

    private static func looksLikeFloat(_ text: String) -> Bool {
        let allowed = Set("0123456789+-.eE")
        guard text.contains(where: \.isNumber), text.allSatisfy(allowed.contains) else { return false }
        return text.contains(".") || text.contains("e") || text.contains("E")
    }
}
