import SwiftUI

/// Hands a player on an AirPlay display to external playback when the app's scene resigns active,
/// takes it back when the device is unlocked, and measures how far its position went back.
struct VideoReturnPositionCheck: ProbeCheck {
    let id = "leavingExternalPlaybackKeepsThePosition"
    let question =
        "When a player leaves external playback and plays in the app's window again, does it go on from the position the receiver had reached?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .lockAndUnlock]

    /// A jump shorter than this is taken for the transition itself.
    static let tolerance = 0.5

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.leavingExternalPlaybackKeepsThePosition ? "keeps the position" : "jumps back"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoHandOffScenario.outcome(handingOffAt: .resign, in: context) {
        case .skipped: return .skipped("The AirPlay display or the lock step was skipped.")
        case .noExternalScene: return context.noExternalScene("AirPlay display connected")
        case .observed(let seen):
            guard let jump = seen.jumpBack else {
                return .notMeasurable(
                    seen.evidence + ["The player was not in external playback on return, so nothing came back."])
            }
            let observed = jump > Self.tolerance ? "jumps back" : "keeps the position"
            return .measured(observed, seen.evidence + ["went back by \(String(format: "%.1f", jump)) s"])
        }
    }
}
