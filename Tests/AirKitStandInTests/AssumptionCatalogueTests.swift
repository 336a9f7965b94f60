import AirKitStandIn
import Foundation
import Testing

/// `Documentation/Assumptions.md` against ``SimulationAssumption``'s declarations, so the catalogue a
/// reader sees is the one the simulated device follows.
@Suite("The assumption catalogue")
struct AssumptionCatalogueTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let document = repository.appendingPathComponent("Documentation/Assumptions.md")
    /// Everything after this line of the document is derived from the declarations.
    static let marker = "<!-- Derived from SimulationAssumption's declarations: edit them, not this list. -->"

    @Test("Documentation/Assumptions.md lists every assumption as its declaration says")
    func documentMatchesTheDeclarations() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let parts = text.components(separatedBy: Self.marker + "\n")
        try #require(parts.count == 2, "Assumptions.md must hold the line \(Self.marker) once")
        let expected = Self.catalogue
        if parts[1] != expected, ProcessInfo.processInfo.environment["AIRKIT_RECORD_EXPECTATIONS"] == "1" {
            try Data((parts[0] + Self.marker + "\n" + expected).utf8).write(to: Self.document, options: .atomic)
            Issue.record("Rewrote Documentation/Assumptions.md; review it and run again without AIRKIT_RECORD_EXPECTATIONS.")
            return
        }
        #expect(
            parts[1] == expected,
            """
            Documentation/Assumptions.md differs from SimulationAssumption's declarations. Run the test with \
            AIRKIT_RECORD_EXPECTATIONS=1 to rewrite it, or make everything after the marker read:
            \(expected)
            """)
    }

    @Test("Every assumption names a probe check that exists, and every switch is named as its assumption")
    func declarationsPointAtRealPlaces() {
        let checks = Self.repository.appendingPathComponent("Examples/Probe/Probe/Checks")
        for assumption in SimulationAssumption.allCases {
            let declaration = assumption.declaration
            let file = checks.appendingPathComponent("\(declaration.probeCheck).swift")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(assumption): no \(file.path)")
            #expect(declaration.question.hasSuffix("?"), "\(assumption): a question ends with a question mark")
        }
        #expect(SimulatedDevice.Behavior.switches.map(\.name) == SimulationAssumption.switched.map(\.rawValue))
    }

    @Test("A switch's default is the declared harder answer, and the easier answers are the declared easier ones")
    func switchesFollowTheDeclarations() throws {
        #expect(!SimulationAssumption.switched.isEmpty)
        for assumption in SimulationAssumption.switched {
            let toggle = try #require(assumption.declaration.switch)
            let harder = toggle.harderAnswer
            #expect(SimulatedDevice.Behavior()[assumption] == harder, "\(assumption)")
            #expect(SimulatedDevice.Behavior.easierAnswers[assumption] == toggle.easierAnswer, "\(assumption)")
            #expect(SimulatedDevice.Behavior([assumption: !harder])[assumption] == !harder, "\(assumption)")
        }
    }

    @Test("the introduction names exactly the switches that easierAnswers does not flip")
    func introductionNamesTheUnflippedSwitches() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let introduction = try #require(text.components(separatedBy: Self.marker).first)
        let sentence = try #require(
            introduction.replacingOccurrences(of: "\n  ", with: " ").split(separator: "\n")
                .first { $0.contains("`Behavior.easierAnswers`") }, "no sentence about Behavior.easierAnswers")
        let named = Set(sentence.matches(of: /`([a-z][A-Za-z]+)`/).map { String($0.output.1) })
            .intersection(SimulationAssumption.switched.map(\.rawValue))
        let unflipped = Set(
            SimulationAssumption.switched.filter { $0.declaration.switch?.easierAnswer == $0.declaration.switch?.harderAnswer }
                .map(\.rawValue))
        #expect(named == unflipped, "the introduction names \(named.sorted()); easierAnswers keeps \(unflipped.sorted())")
        #expect(!sentence.contains("every switch."), "easierAnswers does not flip every switch")
    }

    /// The catalogue, rendered from the declarations.
    static var catalogue: String {
        SimulationAssumption.allCases.map { assumption in
            let declaration = assumption.declaration
            var lines = [
                "## `\(assumption.rawValue)`", "",
                "- **Question:** \(declaration.question)",
                "- **The simulation's answer:** \(declaration.answer)",
            ]
            if let toggle = declaration.switch {
                let easier =
                    toggle.easierAnswer == toggle.harderAnswer
                    ? " `easierAnswers` keeps the default (`\(toggle.easierAnswer)`)." : ""
                lines.append(
                    "- **Switch:** `Behavior[.\(assumption.rawValue)]`, default `\(toggle.harderAnswer)`; "
                        + "set to `\(!toggle.harderAnswer)`: \(toggle.otherAnswer)\(easier)")
            }
            lines += [
                "- **Why:** \(declaration.reason)",
                "- **Where the simulation answers it:** \(declaration.simulatedIn)",
                "- **Probe check:** `\(declaration.probeCheck)` (`Examples/Probe/Probe/Checks/\(declaration.probeCheck).swift`)",
            ]
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }
}
