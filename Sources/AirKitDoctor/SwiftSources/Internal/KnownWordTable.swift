/// Looks identifiers up among the ``KnownWord`` spellings without building a `String` per token.
///
/// Spellings are grouped by length in flat arrays, so a lookup compares the token only against
/// the handful of words of the same length, first byte first, and touches no nested storage.
struct KnownWordTable: Sendable {
    static let shared = KnownWordTable()

    /// Every spelling, back to back.
    private let spellings: [UInt8]
    /// Per entry, ordered by length: where its spelling starts in `spellings`.
    private let offsets: [Int]
    private let words: [KnownWord]
    /// Entries of length `n` are `entryStarts[n]..<entryStarts[n + 1]`.
    private let entryStarts: [Int]

    private init() {
        let sorted = KnownWord.allCases.compactMap { word in word.spelling.map { (Array($0.utf8), word) } }
            .sorted { $0.0.count < $1.0.count }
        let longest = sorted.last?.0.count ?? 0
        var spellings: [UInt8] = []
        var offsets: [Int] = []
        var entryStarts = [Int](repeating: 0, count: longest + 2)
        for (bytes, _) in sorted {
            offsets.append(spellings.count)
            spellings += bytes
            entryStarts[bytes.count + 1] += 1
        }
        for length in 1..<entryStarts.count { entryStarts[length] += entryStarts[length - 1] }
        self.spellings = spellings
        self.offsets = offsets
        self.words = sorted.map(\.1)
        self.entryStarts = entryStarts
    }

    /// The word `source[start..<end]` spells, or `.none`. The range must lie inside `source`.
    func word(in source: [UInt8], from start: Int, to end: Int) -> KnownWord {
        let length = end - start
        guard length > 0, length + 1 < entryStarts.count else { return .none }
        let first = source[start]
        var entry = entryStarts[length]
        let stop = entryStarts[length + 1]
        while entry < stop {
            let offset = offsets[entry]
            if spellings[offset] == first, matches(offset: offset, length: length, source, start) {
                return words[entry]
            }
            entry += 1
        }
        return .none
    }

    private func matches(offset: Int, length: Int, _ source: [UInt8], _ start: Int) -> Bool {
        var index = 1
        while index < length {
            if spellings[offset + index] != source[start + index] { return false }
            index += 1
        }
        return true
    }
}
