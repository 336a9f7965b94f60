/// One node of a YAML document as the doctor's own reader (``YAMLReader``) understands it.
///
/// Scalars keep their text exactly as the file means it (quotes and escapes resolved) plus the
/// style they were written in, so the caller decides what `YES`, `1.0` or `~` mean: a build setting
/// wants the text, an Info.plist property wants a typed value (see ``plistValue``). Every node
/// keeps the 1-based line it starts on and the file it came from, so findings can point there.
public struct YAMLNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        /// Entries in file order. A key written twice keeps both entries; lookups take the last,
        /// as a YAML loader that builds a dictionary does.
        case mapping([Entry])
    }

    /// How a scalar was written. Only plain scalars are typed (`true`, `42`); quoted and block
    /// scalars are always strings.
    public enum ScalarStyle: Sendable, Equatable {
        case plain
        case singleQuoted
        case doubleQuoted
        /// A `|` block scalar.
        case literal
        /// A `>` block scalar.
        case folded
    }

    /// One `key: value` pair of a mapping. Keys are scalars; `keyLine` is the line of the key,
    /// which differs from `value.line` when the value starts on the next line.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var keyLine: Int
        public var value: YAMLNode

        public init(key: String, keyLine: Int, value: YAMLNode) {
            self.key = key
            self.keyLine = keyLine
            self.value = value
        }
    }

    public var content: Content
    /// The 1-based line the node starts on.
    public var line: Int
    /// The file the node was read from, as given to ``YAMLReader``; empty for text in memory.
    public var file: String

    public init(_ content: Content, line: Int, file: String = "") {
        self.content = content
        self.line = line
        self.file = file
    }
}
