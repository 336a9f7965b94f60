/// Why setup stopped without changing any file: one line, naming the file when there is one.
public struct SetupError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
