import AirKitConfiguration

/// The `:modifier` operators of a reference, `$(PRODUCT_NAME:c99extidentifier)`, that the doctor
/// applies. Modifiers it does not know leave the value unchanged (and so do the replacement forms
/// of the path modifiers, such as `:suffix=.txt`).
enum SettingModifier {
    /// Whether the modifier gives a value for an unset setting (`default=…`), so the reference counts
    /// as resolved.
    static func suppliesDefault(_ modifier: Substring) -> Bool {
        modifier.hasPrefix("default=")
    }

    /// `value` with `modifier` applied; `argument` expands the text after `=`, when there is one.
    static func apply(_ modifier: Substring, to value: String, argument: (Substring) -> String) -> String {
        if let equals = modifier.firstIndex(of: "=") {
            guard modifier[..<equals] == "default" else { return value }
            return value.isEmpty ? argument(modifier[modifier.index(after: equals)...]) : value
        }
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "c99extidentifier": return BuildVariables.c99ExtendedIdentifier(value)
        case "identifier": return asciiIdentifier(value)
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "file": return lastComponent(of: value)
        case "base": return withoutSuffix(lastComponent(of: value))
        case "suffix":
            let file = lastComponent(of: value)
            return String(file.dropFirst(withoutSuffix(file).count))
        case "dir": return value.contains("/") ? FilePaths.parent(of: value) : ""
        case "standardizepath": return value.isEmpty ? value : FilePaths.normalize(value)
        default: return value
        }
    }

    private static func asciiIdentifier(_ value: String) -> String {
        var result = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
        return result
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }

    private static func withoutSuffix(_ file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
