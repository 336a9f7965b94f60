import SwiftUI

/// Disables the topmost of two registrations and sees whether the covered one gets the scene.
struct DisabledWinnerBlocksOthersCheck: ProbeCheck {
    let id = "disabledWinnerBlocksOtherRegistrations"
    let question = "When the topmost registration is disabled, does the system present a covered, enabled one?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "scenes: none" : nil
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
        let covered = context.register(on: stack[0], tag: "covered")
        let topmost = context.register(on: stack[1], tag: "topmost", enabled: false)
        await context.settle()
        let tags = context.externalSceneTags
        await context.cleanUp([(stack[0], covered), (stack[1], topmost)])
        return .measured(
            "scenes: \(tags.isEmpty ? "none" : tags.joined(separator: ", "))",
            ["covered registration enabled, topmost registration disabled; external scenes: \(tags)"])
    }
    #endif
}
