import SwiftUI

/// Records `onAvailabilityChange` calls of a declared accessory before and after a display connects.
struct AvailabilityReportedOnceCheck: ProbeCheck {
    let id = "availabilityIsReportedOnceAfterRegistration"
    let question = "Does `onAvailabilityChange` fire before availability first changes?"
    let setups: [DisplaySetup] = [.noDisplay, .oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "without a display: false; with one: false, true" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard let result = await DeclaredAccessoryScenario.result(in: context) else {
            return .skipped("A display step was skipped.")
        }
        return .measured(
            "without a display: \(Self.list(result.reportsWithoutDisplay)); with one: \(Self.list(result.reportsWithDisplay))",
            ["onAvailabilityChange calls, in order, from presenting the view with no display to connecting one"])
    }

    private static func list(_ reports: [Bool]) -> String {
        reports.isEmpty ? "none" : reports.map(String.init).joined(separator: ", ")
    }
}
