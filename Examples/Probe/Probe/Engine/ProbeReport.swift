import Foundation

/// What a developer sends back: where the probe ran and each assumption's answer.
struct ProbeReport: Codable, Sendable, Equatable {
    var facts: ProbeFacts
    /// The path this device and build take, in the compatibility rows' words.
    var path: String
    /// By `SimulationAssumption` case name.
    var answers: [String: Answer]

    init(facts: ProbeFacts, answers: [String: Answer]) {
        self.facts = facts
        path = facts.pathName
        self.answers = answers
    }

    /// Pretty-printed JSON with sorted keys, so two reports diff line by line.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
