import SwiftUI

/// Locks and unlocks the device with the probe's window on an external scene; the person says what
/// the display showed while locked, and the probe reads whether unlocking brought the app back.
struct LockedDeviceDisplayCheck: ProbeCheck {
    let id = "aLockedDeviceShowsNoAppContentOnDisplays"
    let question = "What does an external display show while the device is locked?"
    let setups: [DisplaySetup] = [.lockAndUnlock]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "the lock screen; unlocking returns to the app"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await LifecycleScenario.outcome(of: .lockAndUnlock, in: context) {
        case .skipped: return .skipped("The lock step was skipped.")
        case .noExternalScene: return context.noExternalScene("before locking")
        case .observed(let seen):
            guard let shown = seen.displayAnswer else {
                return .skipped("You did not say what the display showed while the device was locked.")
            }
            let back =
                seen.mainSceneStateAfter == "foregroundActive"
                ? "unlocking returns to the app" : "after unlocking the app's scene is \(seen.mainSceneStateAfter)"
            return .measured("\(shown); \(back)", seen.evidence + ["the person saw on the display while locked: \(shown)"])
        }
    }
}
