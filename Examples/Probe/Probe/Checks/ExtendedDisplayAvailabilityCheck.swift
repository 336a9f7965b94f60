import SwiftUI

/// With Stage Manager extending an iPad onto a display, reads an enabled registration's `isAvailable`
/// and whether its scene connects.
struct ExtendedDisplayAvailabilityCheck: ProbeCheck {
    let id = "extendedDisplaysLeaveAccessoriesAvailable"
    let question = "Does a registration report `isAvailable` for a display Stage Manager extends?"
    let setups: [DisplaySetup] = [.stageManagerExtendedDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath && facts.idiom == "pad" ? "available, no scene" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        switch await StageManagerScenario.outcome(in: context) {
        case .notAnIPad: return .notApplicable("Stage Manager runs only on iPad.")
        case .skipped: return .skipped("The Stage Manager step was skipped.")
        case .observed(let seen):
            guard let available = seen.registrationAvailable else { return .skipped("Nothing to present on.") }
            let scene = seen.registrationScenes == 0 ? "no scene" : "a scene connects"
            return .measured("\(available ? "available" : "unavailable"), \(scene)", seen.evidence)
        }
    }
}
