/// A closed set of words a lexer recognises by spelling: ``KnownWord`` for Swift, ``ObjCWord`` for
/// Objective-C.
protocol SpelledWord: CaseIterable, Sendable {
    /// The word every other identifier is.
    static var unknownWord: Self { get }
    /// The source text of the word, `nil` for cases that are not spelled (flavours, `unknownWord`).
    var spelling: String? { get }
}

/// Looks identifiers up among a word set's spellings without building a `String` per token.
///
/// Spellings are grouped by length in flat arrays, so a lookup compares the token only against
/// the handful of words of the same length, first byte first, and touches no nested storage.
/// Build one per word set and keep it (``KnownWord/table``, ``ObjCWord/table``).
struct WordTable<Word: SpelledWord>: Sendable {
    /// Every spelling, back to back.
    private let spellings: [UInt8]
    /// Per entry, ordered by length: where its spelling starts in `spellings`.
    private let offsets: [Int]
    private let words: [Word]
    /// Entries of length `n` are `entryStarts[n]..<entryStarts[n + 1]`.
    private let entryStarts: [Int]

    init() {
        let sorted = Word.allCases.compactMap { word in word.spelling.map { (Array($0.utf8), word) } }
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

    /// The word `source[start..<end]` spells, or the unknown word. The range must lie inside `source`.
    func word(in source: [UInt8], from start: Int, to end: Int) -> Word {
        let length = end - start
        guard length > 0, length + 1 < entryStarts.count else { return Word.unknownWord }
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
        return Word.unknownWord
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
