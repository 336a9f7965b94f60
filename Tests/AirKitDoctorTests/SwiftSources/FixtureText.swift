import Testing

/// A fixture's name and text, and the lines tests expect facts at.
protocol FixtureText {
    var name: String { get }
    var text: String { get }
}

extension FixtureText {
    /// The 1-based line of the `occurrence`-th line that contains `snippet` (1 = the first).
    /// Records an issue and returns 0 when there is no such line, so the caller's expectation fails.
    func line(
        containing snippet: String, occurrence: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        var seen = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(snippet) {
            seen += 1
            if seen == occurrence { return offset + 1 }
        }
        Issue.record("\(name) has no line #\(occurrence) containing \(snippet)", sourceLocation: sourceLocation)
        return 0
    }
}
