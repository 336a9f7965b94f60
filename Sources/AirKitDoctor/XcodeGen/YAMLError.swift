/// Why text is not YAML the doctor can read, with the 1-based line of the problem.
///
/// ``description`` is one line without the file's path, for example
/// `line 7: tab in indentation (YAML allows only spaces)`; the caller adds the path.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem, or `nil` when it concerns the whole text.
    public var line: Int?
    public var message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    /// The message quotes the text it objects to, which may hold any character; control
    /// characters are escaped (``PrintableText``) so the description stays one line.
    public var description: String {
        let text = PrintableText.escaped(message)
        return line.map { "line \($0): \(text)" } ?? text
    }
}
