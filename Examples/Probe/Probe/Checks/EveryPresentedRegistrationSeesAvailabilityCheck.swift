import SwiftUI

/// Registers on a presented controller and on one presented over it, and reads both `isAvailable`.
struct EveryPresentedRegistrationSeesAvailabilityCheck: ProbeCheck {
    let id = "everyPresentedRegistrationSeesAvailability"
    let question = "Which registrations see `isAvailable == true`?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        guard facts.takesAccessoryPath else { return nil }
        let covered = SimulatedBehavior.defaults.everyPresentedRegistrationSeesAvailability ? "available" : "unavailable"
        return "covered: \(covered), topmost: available; scenes: topmost"
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
        let stack = await context.presentStack(["covered", "topmost"])
        guard stack.count == 2 else {
            await context.dismissPresented()
            return .skipped("Could not present two controllers.")
        }
        let registrations = stack.map { ($0 as UIViewController, context.register(on: $0, tag: $0.name)) }
        await context.settle()
        let availability = registrations.map {
            "\(($0.0 as? ProbeController)?.name ?? "?"): \($0.1.isAvailable ? "available" : "unavailable")"
        }
        let observed = availability.joined(separator: ", ") + "; scenes: " + context.externalSceneTags.joined(separator: ", ")
        await context.cleanUp(registrations)
        return .measured(observed, ["two enabled registrations, one per presented controller, one over the other"])
    }
    #endif
}
