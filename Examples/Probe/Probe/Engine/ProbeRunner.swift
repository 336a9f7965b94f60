import Observation

/// Runs the checks against a host and keeps their answers for the screen and the report.
@MainActor
@Observable
final class ProbeRunner {
    let checks: [any ProbeCheck]
    private(set) var answers: [String: Answer] = [:]
    /// The check running now, by id.
    private(set) var runningCheck: String?

    init(checks: [any ProbeCheck] = ProbeCatalog.checks) {
        self.checks = checks
    }

    /// Runs every check in order, sharing one context so scenarios run once.
    func runAll(on host: ProbeHost) async {
        let context = ProbeContext(host: host)
        for check in checks {
            await run(check, in: context)
        }
    }

    /// Runs one check on its own.
    func run(_ check: any ProbeCheck, on host: ProbeHost) async {
        await run(check, in: ProbeContext(host: host))
    }

    private func run(_ check: any ProbeCheck, in context: ProbeContext) async {
        runningCheck = check.id
        let finding = await check.run(in: context)
        answers[check.id] = Answer(
            question: check.question, finding: finding, simulationAnswer: check.simulationAnswer(on: context.facts))
        runningCheck = nil
    }

    /// The report of what has run so far.
    func report(facts: ProbeFacts) -> ProbeReport {
        ProbeReport(facts: facts, answers: answers)
    }
}
