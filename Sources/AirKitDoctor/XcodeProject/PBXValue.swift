/// One value of an old-style (OpenStep) property list such as `project.pbxproj`, with the 1-based
/// line it starts on.
///
/// Every scalar is a string, as Xcode writes it and as `PropertyListSerialization` returns it
/// (`objectVersion = 77;` gives the string `"77"`). The line lets a finding point at the exact
/// spot in the file: for a dictionary or an array it is the line of its opening `{` or `(`.
public enum PBXValue: Sendable, Equatable {
    case string(String, line: Int)
    case array([PBXValue], line: Int)
    case dictionary(PBXDictionary, line: Int)

    /// The 1-based line the value starts on.
    public var line: Int {
        switch self {
        case .string(_, let line), .array(_, let line), .dictionary(_, let line): line
        }
    }

    /// The string, or `nil` when the value is an array or a dictionary.
    public var string: String? {
        if case .string(let string, _) = self { string } else { nil }
    }

    /// The elements, or `nil` when the value is a string or a dictionary.
    public var array: [PBXValue]? {
        if case .array(let elements, _) = self { elements } else { nil }
    }

    /// The dictionary, or `nil` when the value is a string or an array.
    public var dictionary: PBXDictionary? {
        if case .dictionary(let dictionary, _) = self { dictionary } else { nil }
    }
}
