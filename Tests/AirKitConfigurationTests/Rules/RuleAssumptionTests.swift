import AirKitConfiguration
import Foundation
import Testing

/// The rules' open questions against their documents: the doctor's list, and the simulated device's
/// catalogue, whose assumption of the same name the probe measures.
@Suite("The rules' open questions")
struct RuleAssumptionTests {
    private static let documentation = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Documentation")

    private static func document(_ name: String) throws -> String {
        try String(contentsOf: documentation.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("Documentation/doctor.md lists every open question the rules answer, as its declaration says, and no other")
    func doctorDocumentListsEveryQuestion() throws {
        let section = try Self.document("doctor.md").components(separatedBy: "## Open questions the rules answer\n")[1]
            .components(separatedBy: "\n## ")[0]
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("### `") }.map { String($0.dropFirst(5).dropLast()) }
        #expect(listed == RuleAssumption.allCases.map(\.rawValue))
        for assumption in RuleAssumption.allCases {
            let declaration = assumption.declaration
            let entry = """
                ### `\(assumption.rawValue)`

                - **Question:** \(declaration.question)
                - **The rules' answer:** \(declaration.answer)
                - **The other answer:** \(declaration.otherAnswer)
                - **Probe check:** `\(declaration.probeCheck)`
                """
            #expect(section.contains(entry), "doctor.md should read:\n\(entry)")
        }
    }

    @Test("Each open question is the simulated device's too: the same question and probe check in Assumptions.md")
    func sameQuestionAsTheSimulation() throws {
        let catalogue = try Self.document("Assumptions.md")
        for assumption in RuleAssumption.allCases {
            let declaration = assumption.declaration
            #expect(catalogue.contains("## `\(assumption.rawValue)`\n\n- **Question:** \(declaration.question)\n"))
            #expect(
                catalogue.contains(
                    "- **Probe check:** `\(declaration.probeCheck)` (`Examples/Probe/Probe/Checks/\(declaration.probeCheck).swift`)"
                ))
        }
    }

    @Test("Each answer is a switch: unset, it is the declaration's; set, it is what was set")
    func answersAreSwitches() {
        for assumption in RuleAssumption.allCases {
            #expect(RuleAnswers.documented[assumption] == assumption.declaration.holdsByDefault)
            let other = RuleAnswers([assumption: !assumption.declaration.holdsByDefault])
            #expect(other[assumption] == !assumption.declaration.holdsByDefault)
        }
    }
}
