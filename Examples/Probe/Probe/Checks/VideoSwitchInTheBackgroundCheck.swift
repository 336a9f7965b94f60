import SwiftUI

/// Lets a player on an AirPlay display switch to external playback only once the app is in the
/// background (the device locked), and reads on return whether it had switched.
struct VideoSwitchInTheBackgroundCheck: ProbeCheck {
    let id = "playersSwitchToExternalPlaybackInTheBackground"
    let question =
        "Does a player switch to external playback when its settings come to allow it while the app is in the background?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .lockAndUnlock]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.playersSwitchToExternalPlaybackInTheBackground
            ? "switches in the background" : "does not switch in the background"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoHandOffScenario.outcome(handingOffAt: .background, in: context) {
        case .skipped: return .skipped("The AirPlay display or the lock step was skipped.")
        case .noExternalScene: return context.noExternalScene("AirPlay display connected")
        case .observed(let seen):
            let observed = seen.wasExternalOnReturn ? "switches in the background" : "does not switch in the background"
            return .measured(observed, seen.evidence)
        }
    }
}
