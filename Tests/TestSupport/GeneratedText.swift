import Testing

/// A large generated test input that a test log names by its start and size, not in full.
///
/// Swift Testing prints each argument of a parameterized test when the case starts and ends; a
/// 100,000-character run of `{` printed twice per case made `swift test` print megabytes of input
/// instead of test names.
public struct GeneratedText: CustomTestStringConvertible, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// `"{{{{{{{{{{{{{{{{…" (100000 bytes)`, with line breaks shown as `\n`.
    public var testDescription: String {
        let start = text.prefix(24).replacingNewlines()
        return "\"\(start)\(text.count > 24 ? "…" : "")\" (\(text.utf8.count) bytes)"
    }
}

extension Substring {
    fileprivate func replacingNewlines() -> String {
        map { $0 == "\n" ? "\\n" : String($0) }.joined()
    }
}
