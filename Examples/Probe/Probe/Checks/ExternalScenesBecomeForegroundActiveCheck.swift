import SwiftUI

/// Records the activation state an external scene reaches and the delegate callbacks on the way.
struct ExternalScenesBecomeForegroundActiveCheck: ProbeCheck {
    let id = "externalScenesBecomeForegroundActive"
    let question = "What activation state does a connected external scene reach?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.externalScenesBecomeForegroundActive
            ? "foregroundActive via willEnterForeground, didBecomeActive" : "foregroundInactive via willEnterForeground"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let seen = await context.withExternalScene { scene in
            (
                ProbeRuntime.name(of: scene.activationState), context.runtime.callbacks(of: scene),
                scene.delegate is ProbeExternalSceneDelegate
            )
        }
        guard let (state, callbacks, observable) = seen else { return context.noExternalScene("display connected") }
        guard observable else {
            return .notMeasurable([
                "The external scene has no probe delegate (this build's Info.plist names none), so its callbacks are unseen.",
                "Its activation state after settling: \(state). Run the probe as shipped to measure the callbacks.",
            ])
        }
        let after = callbacks.drop { $0 == "willConnect" }
        return .measured(
            "\(state) via \(after.joined(separator: ", "))",
            ["activation state after settling: \(state)", "delegate callbacks: \(callbacks)"])
    }
}
