import SwiftUI

/// Shows an accessory's scene, drops the registration without unregistering it and sees whether the
/// scene stays.
struct SystemHoldsRegistrationsWeaklyCheck: ProbeCheck {
    let id = "systemHoldsRegistrationsWeakly"
    let question = "Does dropping the last reference to a registration end it?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        guard facts.takesAccessoryPath else { return nil }
        return SimulatedBehavior.defaults.systemHoldsRegistrationsWeakly ? "ends" : "kept"
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
        guard let controller = await context.presentController(named: "dropped") else {
            return .skipped("Nothing to present on.")
        }
        let holder = RegistrationHolder()
        holder.registration = context.register(on: controller, tag: "dropped")
        holder.watched = holder.registration
        await context.settle()
        guard let scene = context.externalScenes(tagged: "dropped").first else {
            await context.dismissPresented()
            return context.noExternalScene("while the registration was held")
        }
        var evidence = ["while held: scene connected for the registration"]
        holder.registration = nil
        // A layout change gives a system that only notices dropped registrations on its next pass a chance to.
        _ = await context.presentController(named: "nudge")
        let stays = context.externalScenes(tagged: "dropped").contains { $0 === scene }
        evidence.append(
            "after dropping it and presenting another controller: scene \(stays ? "still connected" : "disconnected")")
        evidence.append("the registration object is \(holder.watched == nil ? "deallocated" : "still alive")")
        evidence.append("callbacks: \(context.runtime.callbacks(of: scene))")
        if let watched = holder.watched { controller.unregisterSceneAccessory(watched) }
        await context.dismissPresented()
        return .measured(stays ? "kept" : "ends", evidence)
    }
    #endif
}

#if canImport(UIKit, _version: 9127) || !canImport(UIKit)
/// Keeps a registration for exactly as long as the check says, whatever the optimizer does with locals.
@available(iOS 27.0, *)
@MainActor
private final class RegistrationHolder {
    var registration: UISceneAccessoryRegistration?
    /// The same registration, without keeping it alive.
    weak var watched: UISceneAccessoryRegistration?
}
#endif
