import SwiftUI

/// With Stage Manager extending an iPad onto a display, counts the app's scenes there by role.
struct StageManagerApplicationScenesCheck: ProbeCheck {
    let id = "stageManagerExtendsTheDisplayWithApplicationScenes"
    let question = "What scenes does an app get on an external display of an iPad with Stage Manager on?"
    let setups: [DisplaySetup] = [.stageManagerExtendedDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.idiom == "pad" ? "an application scene; no non-interactive scene" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await StageManagerScenario.outcome(in: context) {
        case .notAnIPad: return .notApplicable("Stage Manager runs only on iPad.")
        case .skipped: return .skipped("The Stage Manager step was skipped.")
        case .observed(let seen):
            let application = seen.applicationScenesElsewhere == 0 ? "no application scene" : "an application scene"
            let nonInteractive = seen.nonInteractiveScenes == 0 ? "no non-interactive scene" : "a non-interactive scene"
            return .measured("\(application); \(nonInteractive)", seen.evidence)
        }
    }
}
