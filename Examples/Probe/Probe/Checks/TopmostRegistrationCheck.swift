import SwiftUI

/// Ranks registrations: an older one on a deeper presentation against a newer one on a shallower
/// presentation, then two on the same controller.
struct TopmostRegistrationCheck: ProbeCheck {
    let id = "topmostMeansDeepestPresentationThenMostRecent"
    let question = "How does the system rank registrations of controllers on the same screen?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "deeper beats newer: deep; same controller: deep-newer" : nil
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
        let stack = await context.presentStack(["shallow", "deep"])
        guard stack.count == 2 else {
            await context.dismissPresented()
            return .skipped("Could not present two controllers.")
        }
        let deep = context.register(on: stack[1], tag: "deep")
        let shallow = context.register(on: stack[0], tag: "shallow")
        await context.settle()
        let first = context.externalSceneTags
        let deepNewer = context.register(on: stack[1], tag: "deep-newer")
        await context.settle()
        let second = context.externalSceneTags
        await context.cleanUp([(stack[1], deep), (stack[0], shallow), (stack[1], deepNewer)])
        return .measured(
            "deeper beats newer: \(Self.name(first)); same controller: \(Self.name(second))",
            [
                "registered on the deeper presentation first, then on the shallower one: scenes \(first)",
                "then a second registration on the deeper controller: scenes \(second)",
            ])
    }
    #endif

    private static func name(_ tags: [String]) -> String {
        tags.isEmpty ? "none" : tags.joined(separator: "+")
    }
}
