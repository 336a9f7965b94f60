/// A small set of rows of `n` yes/no answers in which every pair of answers to every two questions
/// occurs at least once: a pairwise cover, for when all `2^n` combinations are too many to run.
///
/// Deterministic: the rows given to start with come first, then, greedily, the combination (in
/// counting order, question 0 the lowest bit) that covers the most pairs not yet covered; ties go to
/// the first. For six questions that is 8 rows instead of 64.
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

    /// - Parameters:
    ///   - questions: how many yes/no questions; at most 16, so that the search stays bounded.
    ///   - starting: rows that must be in the cover, first and in this order.
    init(questions: Int, starting: [[Bool]] = []) {
        precondition((2...16).contains(questions), "a pairwise cover needs 2 to 16 questions")
        precondition(starting.allSatisfy { $0.count == questions }, "every starting row answers every question")
        self.questions = questions
        var rows = starting
        var uncovered = Self.allPairs(questions: questions).subtracting(starting.flatMap(Self.pairs(in:)))
        let candidates = (0..<(1 << questions)).map { bits in (0..<questions).map { bits & (1 << $0) != 0 } }
        while !uncovered.isEmpty {
            let best = candidates.max {
                uncovered.intersection(Self.pairs(in: $0)).count < uncovered.intersection(Self.pairs(in: $1)).count
            }!
            let gained = uncovered.intersection(Self.pairs(in: best))
            precondition(!gained.isEmpty, "some pair cannot be covered")
            rows.append(best)
            uncovered.subtract(gained)
        }
        self.rows = rows
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
        Self.allPairs(questions: questions).subtracting(rows.flatMap(Self.pairs(in:)))
    }
}
