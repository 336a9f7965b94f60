import AirKit
import AirKitStandIn
import Foundation
import Synchronization
import Testing

/// One set of answers to the simulation's open questions (``SimulatedDevice/Behavior``), numbered
/// for the printed matrix.
struct BehaviorRow: CustomTestStringConvertible, Sendable, Hashable {
    let number: Int
    let behavior: SimulatedDevice.Behavior

    var testDescription: String { "answers #\(number) [\(behavior)]" }

    /// A pairwise cover of every switch: row 1 is the defaults (the harder answer to every question),
    /// row 2 the easier answer to every question, then rows until every pair of answers to every two
    /// switches has run together.
    static let pairwise: [BehaviorRow] = {
        let switches = SimulatedDevice.Behavior.switches
        let answers = { (behavior: SimulatedDevice.Behavior) in switches.map { behavior[keyPath: $0.keyPath] } }
        let harder = answers(.harderAnswers)
        // The cover's "no" is the harder answer and its "yes" the other one; the easier answers, which
        // are not the other answer for every switch, come second, and no row runs twice.
        var rows = [harder, answers(.easierAnswers)]
        for flips in PairwiseCover(questions: switches.count).rows {
            let row = zip(harder, flips).map { harderAnswer, flip in flip ? !harderAnswer : harderAnswer }
            if !rows.contains(row) { rows.append(row) }
        }
        return rows.enumerated().map { index, row in
            var behavior = SimulatedDevice.Behavior()
            for (keyPath, answer) in zip(switches.map(\.keyPath), row) { behavior[keyPath: keyPath] = answer }
            return BehaviorRow(number: index + 1, behavior: behavior)
        }
    }()

    /// The defaults alone, for tests whose subject is not the open questions.
    static let defaults = pairwise[0]

    /// Every platform with every row.
    static func crossed(with platforms: [Platform]) -> [(Platform, BehaviorRow)] {
        platforms.flatMap { platform in pairwise.map { (platform, $0) } }
    }

    /// Every platform and connection with every row.
    static func crossed(with platforms: [Platform], _ connections: [Connection]) -> [(Platform, Connection, BehaviorRow)] {
        platforms.flatMap { platform in connections.flatMap { connection in pairwise.map { (platform, connection, $0) } } }
    }
}

@MainActor
extension SimulatedDevice {
    /// The AirKit app of ``airKitApp(_:idiom:)`` on a device that answers the open questions as `row`
    /// says; the test case it runs in is counted under `row` in the printed matrix.
    ///
    /// `holding` names assumptions the test's subject needs to hold whatever the row says (two displays at
    /// once for a test of which display shows the content: ``SimulationAssumption/externalDisplaysCoexist``);
    /// the case still counts under `row`.
    static func airKitApp(
        _ platform: Platform, _ row: BehaviorRow, idiom: UIUserInterfaceIdiom = .phone, holding: [SimulationAssumption] = []
    ) -> SimulatedDevice {
        BehaviorMatrixTally.shared.noteRow(row)
        return airKitApp(platform, idiom: idiom, behavior: row.behavior.holding(holding))
    }
}

extension SimulatedDevice.Behavior {
    /// These answers, with each of `assumptions` holding.
    func holding(_ assumptions: [SimulationAssumption]) -> Self {
        var behavior = self
        for assumption in assumptions { behavior[assumption] = true }
        return behavior
    }
}

/// Counts, for each row of ``BehaviorRow/pairwise``, the test cases that ran under it and those that
/// recorded an issue, and prints the matrix when the test process ends.
final class BehaviorMatrixTally: Sendable {
    static let shared = BehaviorMatrixTally()

    /// The test case running in this task, set by ``BehaviorMatrixTrait``.
    @TaskLocal static var currentCase: CaseRecord?

    /// What one test case did: the row it ran under and whether it recorded an issue.
    final class CaseRecord: Sendable {
        let state = Mutex<(row: BehaviorRow?, failed: Bool)>((nil, false))
    }

    private struct Count {
        var passed = 0
        var failed = 0
    }

    private let counts = Mutex<[BehaviorRow: Count]>([:])

    private init() {
        atexit { BehaviorMatrixTally.shared.printMatrix() }
    }

    func noteRow(_ row: BehaviorRow) {
        Self.currentCase?.state.withLock { $0.row = row }
    }

    func noteIssue() {
        Self.currentCase?.state.withLock { $0.failed = true }
    }

    func finish(_ record: CaseRecord) {
        let (row, failed) = record.state.withLock { ($0.row, $0.failed) }
        guard let row else { return }
        counts.withLock { counts in
            if failed { counts[row, default: Count()].failed += 1 } else { counts[row, default: Count()].passed += 1 }
        }
    }

    /// The matrix: one line per row that ran, with each switch's answer and the cases passed and failed.
    func matrixLines() -> [String] {
        let counts = counts.withLock { $0 }
        guard !counts.isEmpty else { return [] }
        let names = SimulatedDevice.Behavior.switches.map(\.name)
        var lines = ["Behavior matrix (switches: \(names.joined(separator: ", ")))"]
        for row in BehaviorRow.pairwise {
            guard let count = counts[row] else { continue }
            let answers = row.behavior.description.split(separator: " ").map {
                $0.padding(toLength: 3, withPad: " ", startingAt: 0)
            }
            lines.append("  #\(row.number)  \(answers.joined(separator: " "))  passed \(count.passed), failed \(count.failed)")
        }
        return lines
    }

    private func printMatrix() {
        let lines = matrixLines()
        guard !lines.isEmpty else { return }
        print(lines.joined(separator: "\n"))
        fflush(nil)
    }
}

/// Runs each test case with a fresh ``BehaviorMatrixTally/CaseRecord`` and marks it failed when the
/// case records an issue; the issue itself is passed on unchanged.
struct BehaviorMatrixTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let record = BehaviorMatrixTally.CaseRecord()
        defer { BehaviorMatrixTally.shared.finish(record) }
        try await BehaviorMatrixTally.$currentCase.withValue(record) {
            let marking = IssueHandlingTrait.compactMapIssues { issue in
                if issue.isFailure { BehaviorMatrixTally.shared.noteIssue() }
                return issue
            }
            try await marking.provideScope(for: test, testCase: testCase, performing: function)
        }
    }
}

extension Trait where Self == BehaviorMatrixTrait {
    /// Counts the suite's test cases in the printed behavior matrix.
    static var behaviorMatrix: Self { BehaviorMatrixTrait() }
}
