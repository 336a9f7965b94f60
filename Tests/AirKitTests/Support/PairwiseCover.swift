/// A small set of rows of `n` yes/no answers in which every pair of answers to every two questions
/// occurs at least once: a pairwise cover, for when all `2^n` combinations are too many to run.
///
/// Built, not searched, so it costs nothing however many questions there are: the first row answers
/// every question "no" and the second "yes", which covers every pair of equal answers; then each
/// question gets its own column of `r` answers with the same number of "yes", so no two columns are
/// equal and neither has a "yes" wherever the other has one. Every two questions therefore differ both
/// ways in some row, which covers the pairs of unequal answers. `r` is the smallest length with enough
/// such columns (`r` choose `r/2` at least `n`), so 17 questions take 8 rows, 30 take 9. Deterministic:
/// the columns are taken in lexicographic order.
struct PairwiseCover {
    /// One pair of answers to two questions.
    struct Pair: Hashable {
        let first: Int
        let second: Int
        let firstAnswer: Bool
        let secondAnswer: Bool
    }

    let questions: Int
    let rows: [[Bool]]

    /// - Parameter questions: how many yes/no questions, at least 2.
    init(questions: Int) {
        precondition(questions >= 2, "a pairwise cover needs 2 questions or more")
        self.questions = questions
        var length = 2
        while Self.choose(length, length / 2) < questions { length += 1 }
        let columns = Self.columns(length: length, yes: length / 2).prefix(questions)
        let spread = (0..<length).map { index in columns.map { $0[index] } }
        rows = [Array(repeating: false, count: questions), Array(repeating: true, count: questions)] + spread
    }

    /// `n` choose `k`.
    private static func choose(_ n: Int, _ k: Int) -> Int {
        (0..<k).reduce(1) { result, index in result * (n - index) / (index + 1) }
    }

    /// Every column of `length` answers with `yes` of them "yes", in lexicographic order of where the
    /// "yes" answers are.
    private static func columns(length: Int, yes: Int) -> [[Bool]] {
        guard yes > 0 else { return [Array(repeating: false, count: length)] }
        guard yes <= length else { return [] }
        let withFirst = columns(length: length - 1, yes: yes - 1).map { [true] + $0 }
        let withoutFirst = columns(length: length - 1, yes: yes).map { [false] + $0 }
        return withFirst + withoutFirst
    }

    /// Every pair of answers to every two different questions.
    static func allPairs(questions: Int) -> Set<Pair> {
        var pairs = Set<Pair>()
        for first in 0..<questions {
            for second in (first + 1)..<questions {
                for firstAnswer in [false, true] {
                    for secondAnswer in [false, true] {
                        pairs.insert(Pair(first: first, second: second, firstAnswer: firstAnswer, secondAnswer: secondAnswer))
                    }
                }
            }
        }
        return pairs
    }

    /// The pairs one row covers.
    static func pairs(in row: [Bool]) -> Set<Pair> {
        var pairs = Set<Pair>()
        for first in row.indices {
            for second in row.indices where second > first {
                pairs.insert(Pair(first: first, second: second, firstAnswer: row[first], secondAnswer: row[second]))
            }
        }
        return pairs
    }

    /// The pairs no row covers; empty for a cover.
    var uncoveredPairs: Set<Pair> {
        Self.uncoveredPairs(questions: questions, in: rows)
    }

    /// The pairs of answers to `questions` questions that none of `rows` covers.
    static func uncoveredPairs(questions: Int, in rows: [[Bool]]) -> Set<Pair> {
        allPairs(questions: questions).subtracting(rows.flatMap(pairs(in:)))
    }
}
