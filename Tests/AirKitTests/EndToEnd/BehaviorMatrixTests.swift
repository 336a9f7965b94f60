import AirKitStandIn
import Testing

/// The rows the end-to-end suites run under: enough to meet every pair of answers, starting from the
/// defaults.
@Suite("The behavior matrix")
struct BehaviorMatrixTests {
    @Test("The rows meet every pair of answers to every two switches")
    func rowsCoverEveryPair() {
        let rows = BehaviorRow.pairwise.map { row in SimulatedDevice.Behavior.switches.map { row.behavior[keyPath: $0.keyPath] } }
        #expect(PairwiseCover.uncoveredPairs(questions: SimulatedDevice.Behavior.switches.count, in: rows).isEmpty)
    }

    @Test("The first row is the defaults and the second the easier answers")
    func firstRowsAreTheDefaultsAndTheEasierAnswers() {
        #expect(BehaviorRow.pairwise.first?.behavior == SimulatedDevice.Behavior())
        #expect(BehaviorRow.pairwise.dropFirst().first?.behavior == .easierAnswers)
    }

    @Test("The cover is small and the same every time")
    func coverIsSmallAndDeterministic() {
        for questions in [2, 3, 6, 17, 40] {
            let cover = PairwiseCover(questions: questions)
            #expect(cover.rows == PairwiseCover(questions: questions).rows)
            #expect(cover.uncoveredPairs.isEmpty, "\(questions) questions")
        }
        #expect(PairwiseCover(questions: 17).rows.count == 8)
        #expect(BehaviorRow.pairwise.count <= 10)
        #expect(Set(BehaviorRow.pairwise.map(\.behavior)).count == BehaviorRow.pairwise.count, "no row twice")
    }

    @Test("A set of rows that misses a pair is reported")
    func missingPairIsReported() {
        let cover = PairwiseCover(questions: 3)
        let partial = PairwiseCover.allPairs(questions: 3).subtracting(cover.rows.dropLast().flatMap(PairwiseCover.pairs(in:)))
        #expect(!partial.isEmpty)
    }
}
