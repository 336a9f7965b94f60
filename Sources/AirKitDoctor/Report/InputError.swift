/// An input the doctor could not read: a missing path, a garbage file, a folder with nothing to
/// inspect. The CLI prints it as one line, `airkit: error: <path>: <reason>`, and exits with 2.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder, as the doctor reached it.
    public var path: String
    /// One line without the path, e.g. `not an XML or binary property list`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
