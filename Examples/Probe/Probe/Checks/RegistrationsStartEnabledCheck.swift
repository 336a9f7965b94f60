import SwiftUI

/// Registers an accessory and reads `isEnabled` before setting it.
struct RegistrationsStartEnabledCheck: ProbeCheck {
    let id = "registrationsStartEnabled"
    let question = "What is `isEnabled` right after `registerSceneAccessory(_:)`?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "\(SimulatedBehavior.defaults.registrationsStartEnabled)" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) { return await measure(in: context) }
        #endif
        return .needsAccessoryPath
    }

    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    @available(iOS 27.0, *)
    private func measure(in context: ProbeContext) async -> Finding {
        guard let controller = await context.presentController(named: "start-enabled") else {
            return .skipped("Nothing to present on.")
        }
        let registration = context.register(on: controller, tag: "start-enabled", enabled: nil)
        let enabled = registration.isEnabled
        await context.cleanUp([(controller, registration)])
        return .measured("\(enabled)", ["registerSceneAccessory(_:) on a presented controller: isEnabled == \(enabled)"])
    }
    #endif
}
