import SwiftUI

/// From the home-screen step, reads the app's scene state at the external scene's first callback on
/// the way out: the order in which the two leave the foreground.
struct TheAppsSceneResignsFirstCheck: ProbeCheck {
    let id = "theAppsSceneResignsBeforeExternalScenesLeave"
    let question = "In what order do the app's scene and the external scene leave the foreground?"
    let setups: [DisplaySetup] = [.goHomeAndReturn]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "the app's scene resigns first; external scenes leave while it is inactive"
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
            let leaving: Set = ["willResignActive", "didEnterBackground", "didDisconnect"]
            guard let first = seen.events.first(where: { leaving.contains($0.callback) }) else {
                return .measured("the external scene does not leave", seen.evidence)
            }
            return .measured(Self.order(appSceneState: first.mainSceneState), seen.evidence)
        }
    }

    private static func order(appSceneState: String) -> String {
        switch appSceneState {
        case "foregroundActive": "external scenes leave while the app's scene is still active"
        case "foregroundInactive": "the app's scene resigns first; external scenes leave while it is inactive"
        case "background": "the app's scene goes to the background first, then external scenes leave"
        default: "external scenes leave while the app's scene is \(appSceneState)"
        }
    }
}
