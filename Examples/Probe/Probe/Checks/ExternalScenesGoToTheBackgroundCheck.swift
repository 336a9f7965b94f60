import SwiftUI

/// Goes to the home screen and back with an external scene connected, and records whether the scene
/// went to the background with the app or was disconnected.
struct ExternalScenesGoToTheBackgroundCheck: ProbeCheck {
    let id = "externalScenesGoToTheBackgroundWithTheApp"
    let question = "What happens to the external scene, and to its display, when the app goes to the background?"
    let setups: [DisplaySetup] = [.goHomeAndReturn]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.externalScenesGoToTheBackgroundWithTheApp
            ? "goes to the background and stays connected" : "disconnects; a new scene connects on return"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await LifecycleScenario.outcome(of: .goHomeAndReturn, in: context) {
        case .skipped: return .skipped("The home-screen step was skipped.")
        case .noExternalScene: return context.noExternalScene("before going to the home screen")
        case .observed(let seen):
            guard seen.isObservable else {
                return .notMeasurable(
                    seen.evidence + ["The external scene has no probe delegate in this build, so its callbacks are unseen."])
            }
            let notes = ["What the display showed while the app was away is not visible to the app: note it with the report."]
            return .measured(Self.observed(seen), seen.evidence + notes)
        }
    }

    private static func observed(_ seen: LifecycleScenario.Observation) -> String {
        if seen.callbacks.contains("didDisconnect") {
            return "disconnects; " + (seen.newSceneOnReturn ? "a new scene connects on return" : "no scene on return")
        }
        guard seen.stayedConnected else { return "is replaced without a disconnect" }
        return seen.callbacks.contains("didEnterBackground")
            ? "goes to the background and stays connected" : "stays connected and in the foreground"
    }
}
