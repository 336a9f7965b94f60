/// What a check found, with what the simulated device answers, as the report carries it.
struct Answer: Codable, Sendable, Equatable {
    enum Status: String, Codable, Sendable {
        /// The check ran and observed `observed`.
        case measured
        /// The question does not arise on this OS or SDK (for example accessories before iOS 27).
        case notApplicable
        /// No public API shows the answer, or not in this build; `evidence` says how to check by hand.
        case notMeasurable
        /// The user skipped a step the check needed.
        case skipped
    }

    /// The question, so the report reads on its own.
    var question: String
    var status: Status
    /// The observed answer, in the same words as `simulationAnswer` so the two compare.
    var observed: String?
    /// What the simulated device answers on this path; `nil` where the check does not apply.
    var simulationAnswer: String?
    /// `observed == simulationAnswer` for a measured answer; `nil` otherwise.
    var matchesSimulation: Bool?
    /// What the check did and saw, one line each.
    var evidence: [String]

    init(question: String, finding: Finding, simulationAnswer: String?) {
        self.question = question
        status = finding.status
        observed = finding.observed
        self.simulationAnswer = simulationAnswer
        matchesSimulation = finding.status == .measured && simulationAnswer != nil ? finding.observed == simulationAnswer : nil
        evidence = finding.evidence
    }

    private enum CodingKeys: String, CodingKey {
        case question, status, observed, simulationAnswer, matchesSimulation, evidence
    }

    /// Writes absent values as `null`, so every answer in a report has the same keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(question, forKey: .question)
        try container.encode(status, forKey: .status)
        try container.encode(observed, forKey: .observed)
        try container.encode(simulationAnswer, forKey: .simulationAnswer)
        try container.encode(matchesSimulation, forKey: .matchesSimulation)
        try container.encode(evidence, forKey: .evidence)
    }
}
