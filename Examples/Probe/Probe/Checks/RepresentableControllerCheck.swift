import SwiftUI

/// Registers on the controller a `UIViewControllerRepresentable` embeds in the main interface and
/// sees whether the system treats it as presented.
struct RepresentableControllerCheck: ProbeCheck {
    let id = "representableControllersCountAsPresented"
    let question = "Does a controller embedded by a representable in the main interface count as presented?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        guard facts.takesAccessoryPath else { return nil }
        return SimulatedBehavior.defaults.representableControllersCountAsPresented ? "presented" : "not presented"
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
        await context.dismissPresented()
        guard let controller = context.runtime.embeddedController else {
            return .skipped("The main interface embeds no representable controller.")
        }
        let registration = context.register(on: controller, tag: "embedded")
        await context.settle()
        let available = registration.isAvailable
        let scenes = context.externalScenes(tagged: "embedded").count
        controller.unregisterSceneAccessory(registration)
        await context.settle()
        return .measured(
            scenes > 0 ? "presented" : "not presented",
            [
                "parent: \(controller.parent.map { String(describing: type(of: $0)) } ?? "none")",
                "isAvailable == \(available), scenes for the registration: \(scenes)",
            ])
    }
    #endif
}
