/// Where a fact was read or a finding applies: a file, and a 1-based line when the format has lines.
///
/// Binary property lists and Mach-O files have no lines, so `line` is `nil` for them.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int?

    public init(path: String, line: Int? = nil) {
        self.path = path
        self.line = line
    }

    /// `path:line`, or `path` alone when there is no line.
    public var description: String {
        line.map { "\(path):\($0)" } ?? path
    }
}
