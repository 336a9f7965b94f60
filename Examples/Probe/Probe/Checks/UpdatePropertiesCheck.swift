import SwiftUI

/// Presents a controller whose `updateProperties()` reads an observable value, changes the value and
/// sees when the method runs again.
struct UpdatePropertiesCheck: ProbeCheck {
    let id = "updatePropertiesRerunsOnTheNextTurn"
    let question = "When does `updateProperties()` run again after a value it read changes?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.osMajor >= 26 ? "on a later turn" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.osMajor >= 26, #available(iOS 26.0, *) else {
            return .notApplicable("`updateProperties()` is iOS 26 API.")
        }
        let model = ObservedCounter()
        let controller = PropertiesProbeController(model: model)
        guard let top = context.topController else { return .skipped("Nothing to present on.") }
        top.present(controller, animated: false)
        await context.settle()
        let before = controller.runs
        model.value += 1
        let immediately = controller.runs
        await context.settle()
        let later = controller.runs
        await context.dismissPresented()
        let observed =
            immediately > before ? "synchronously" : later > before ? "on a later turn" : "not again"
        return .measured(
            observed,
            ["runs after presenting: \(before), right after the change: \(immediately), after the system settled: \(later)"])
    }
}
