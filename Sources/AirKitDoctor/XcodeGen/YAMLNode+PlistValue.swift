import Foundation

extension YAMLNode {
    /// The node as a Foundation property-list value, the way XcodeGen writes `info.properties`
    /// into the generated Info.plist: mappings become `[String: Any]`, sequences `[Any]`, plain
    /// booleans (`true`, `yes`, `NO`, …) `Bool`, plain integers `Int`, plain decimals `Double`,
    /// and every other scalar, quoted ones included, a `String`. A plain null or empty value is
    /// the empty string, as XcodeGen's loader (which drops YAML's null rule) reads it.
    ///
    /// Pass the result of ``plistDictionary`` to `InfoPlist(dictionary:)`.
    public var plistValue: Any {
        switch content {
        case .mapping(let entries):
            var dictionary: [String: Any] = [:]
            for entry in entries { dictionary[entry.key] = entry.value.plistValue }
            return dictionary
        case .sequence(let items):
            return items.map(\.plistValue)
        case .scalar(let text, let style):
            guard style == .plain else { return text }
            if let bool = boolValue { return bool }
            if let int = intValue { return int }
            if let double = doubleValue { return double }
            return isNull ? "" : text
        }
    }

    /// ``plistValue`` of a mapping, or `nil` when the node is not a mapping.
    public var plistDictionary: [String: Any]? {
        guard entries != nil else { return nil }
        return plistValue as? [String: Any]
    }
}
