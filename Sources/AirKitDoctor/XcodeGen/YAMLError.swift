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

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
