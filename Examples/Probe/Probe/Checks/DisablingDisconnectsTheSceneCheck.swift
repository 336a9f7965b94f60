import SwiftUI

/// Shows an accessory's scene, sets `isEnabled = false`, records what the scene's delegate hears,
/// then enables it again and sees whether a new scene connects.
struct DisablingDisconnectsTheSceneCheck: ProbeCheck {
    let id = "disablingDisconnectsTheScene"
    let question = "What does `isEnabled = false` do while the accessory's scene is shown?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        guard facts.takesAccessoryPath else { return nil }
        return SimulatedBehavior.defaults.disablingDisconnectsTheScene
            ? "disconnects; enabling connects a new scene" : "keeps the scene; enabling keeps it"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) { return await measure(in: context) }
        #endif
        return .needsAccessoryPath
    }

    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    @available(iOS 27.0, *)
    private func measure(in context: ProbeContext) async -> Finding {
        guard let controller = await context.presentController(named: "toggled") else {
            return .skipped("Nothing to present on.")
        }
        let registration = context.register(on: controller, tag: "toggled")
        await context.settle()
        guard let first = context.externalScenes(tagged: "toggled").first else {
            await context.cleanUp([(controller, registration)])
            return context.noExternalScene("enabled registration")
        }
        registration.isEnabled = false
        await context.settle()
        let callbacks = context.runtime.callbacks(of: first)
        let disconnected = callbacks.contains("didDisconnect")
        let state = ProbeRuntime.name(of: first.activationState)
        registration.isEnabled = true
        await context.settle()
        let again = context.externalScenes(tagged: "toggled")
        let fresh = again.contains { $0 !== first }
        let evidence = [
            "after isEnabled = false: callbacks \(callbacks), activation state \(state), windows shown \(first.windows.filter { !$0.isHidden }.count)",
            "after isEnabled = true: \(again.count) scene(s) for the registration, \(fresh ? "a new one" : "the same one")",
        ]
        await context.cleanUp([(controller, registration)])
        let disabling = disconnected ? "disconnects" : "keeps the scene"
        let enabling = fresh ? "enabling connects a new scene" : again.isEmpty ? "enabling connects nothing" : "enabling keeps it"
        return .measured("\(disabling); \(enabling)", evidence)
    }
    #endif
}
