/// Finds the constructs that decide external-display behaviour in Swift source text.
public enum SwiftSourceScanner {
    /// Scans one file's text. Never fails: text it cannot make sense of yields no facts.
    public static func scan(_ source: String, path: String) -> SwiftSourceFacts {
        SwiftSourceFacts(path: path)
    }
}
