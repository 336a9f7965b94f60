import SwiftUI

/// Reads, inside a declared accessory's content, an environment value the host view set.
struct DeclaredContentEnvironmentCheck: ProbeCheck {
    let id = "declaredAccessoryContentGetsAFreshEnvironment"
    let question = "Does `ExternalNonInteractiveAccessory` content inherit the host view's environment?"
    let setups: [DisplaySetup] = [.noDisplay, .oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "fresh" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard let result = await DeclaredAccessoryScenario.result(in: context) else {
            return .skipped("A display step was skipped.")
        }
        guard let marker = result.contentMarker else {
            return .measured("content never shown", ["the accessory's content was not evaluated"])
        }
        let observed =
            marker == DeclaredAccessoryScenario.hostMarker ? "inherits" : marker == ProbeMarkerKey.defaultValue ? "fresh" : marker
        return .measured(
            observed,
            ["the content read probeMarker = \"\(marker)\"; the host view set \"\(DeclaredAccessoryScenario.hostMarker)\""])
    }
}
