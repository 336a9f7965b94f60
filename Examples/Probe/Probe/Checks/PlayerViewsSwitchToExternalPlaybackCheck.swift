import SwiftUI

/// Plays a video in `AVPlayerViewController` on the external scene over AirPlay, with the player's
/// `usesExternalPlaybackWhileExternalScreenIsActive` left `false`, and reads `isExternalPlaybackActive`.
struct PlayerViewsSwitchToExternalPlaybackCheck: ProbeCheck {
    let id = "playerViewsSwitchToExternalPlayback"
    let question =
        "Does a player shown by `AVPlayerViewController` or `VideoPlayer` switch to external playback over AirPlay when its `usesExternalPlaybackWhileExternalScreenIsActive` is `false`?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "switches while playing"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoScenario.outcome(over: .oneAirPlayDisplay, in: context) {
        case .skipped: return .skipped("No AirPlay display was connected.")
        case .noExternalScene: return context.noExternalScene("AirPlay display connected")
        case .observed(let seen):
            return .measured(
                seen.isExternalPlaybackActiveWhilePlaying ? "switches while playing" : "does not switch", seen.evidence)
        }
    }
}
