import SwiftUI

/// Sees what a SwiftUI-declared accessory brings: a scene with an unhidden window while its view is
/// presented, gone when the view's controller is dismissed (the contract of a controller's registration).
struct DeclaredAccessoryRealizationCheck: ProbeCheck {
    let id = "declaredAccessoriesAreRegistrationsOfTheHostingController"
    let question = "How does the system realize SwiftUI's `sceneAccessory { ExternalNonInteractiveAccessory { … } }`?"
    let setups: [DisplaySetup] = [.noDisplay, .oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "a scene with an unhidden window while presented; gone after dismissal" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard let result = await DeclaredAccessoryScenario.result(in: context) else {
            return .skipped("A display step was skipped.")
        }
        let scene =
            result.sceneConnected ? "a scene with \(result.unhiddenWindows == 0 ? "no" : "an") unhidden window" : "no scene"
        return .measured(
            "\(scene) while presented; \(result.sceneGoneAfterDismissal ? "gone" : "still there") after dismissal",
            ["declared accessory scene connected: \(result.sceneConnected), unhidden windows: \(result.unhiddenWindows)"])
    }
}
