/// Looks identifiers up among the ``KnownWord`` spellings without building a `String` per token.
///
/// Spellings are bucketed by length, so a lookup compares the token against the handful of words
/// of the same length, first byte first.
struct KnownWordTable: Sendable {
    static let shared = KnownWordTable()

    private struct Entry: Sendable {
        var bytes: [UInt8]
        var word: KnownWord
    }

    private let buckets: [[Entry]]

    private init() {
        var buckets: [[Entry]] = []
        for word in KnownWord.allCases {
            guard let spelling = word.spelling else { continue }
            let bytes = Array(spelling.utf8)
            while buckets.count <= bytes.count { buckets.append([]) }
            buckets[bytes.count].append(Entry(bytes: bytes, word: word))
        }
        self.buckets = buckets
    }

    /// The word `source[start..<end]` spells, or `.none`. The range must lie inside `source`.
    func word(in source: [UInt8], from start: Int, to end: Int) -> KnownWord {
        let length = end - start
        guard length > 0, length < buckets.count else { return .none }
        for entry in buckets[length] where entry.bytes[0] == source[start] {
            if matches(entry.bytes, source, start) { return entry.word }
        }
        return .none
    }

    private func matches(_ spelling: [UInt8], _ source: [UInt8], _ start: Int) -> Bool {
        var offset = 1
        while offset < spelling.count {
            if spelling[offset] != source[start + offset] { return false }
            offset += 1
        }
        return true
    }
}
