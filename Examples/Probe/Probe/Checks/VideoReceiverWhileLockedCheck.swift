import SwiftUI

/// Hands a player on an AirPlay display to external playback when the app's scene resigns active and
/// reads, on unlock, whether its position moved on while the device was locked.
struct VideoReceiverWhileLockedCheck: ProbeCheck {
    let id = "externalPlaybackStopsWhenTheAppIsSuspended"
    let question =
        "Does an AirPlay receiver keep playing a player's external playback while the device is locked, if the app has no `audio` background mode?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .lockAndUnlock]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.externalPlaybackStopsWhenTheAppIsSuspended
            ? "stops without the audio mode" : "keeps playing"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoHandOffScenario.outcome(handingOffAt: .resign, in: context) {
        case .skipped: return .skipped("The AirPlay display or the lock step was skipped.")
        case .noExternalScene: return context.noExternalScene("AirPlay display connected")
        case .observed(let seen):
            guard seen.wasExternalOnReturn else {
                return .notMeasurable(seen.evidence + ["The player was not in external playback on return."])
            }
            guard !seen.declaresBackgroundAudio else {
                return .notMeasurable(
                    seen.evidence + [
                        "This build declares the audio background mode, so the app was not suspended; remove `audio` from "
                            + "UIBackgroundModes to measure the question, or note the answer with the mode."
                    ])
            }
            let kept = seen.advancedWhileAway > 1
            return .measured(kept ? "keeps playing" : "stops without the audio mode", seen.evidence)
        }
    }
}
