import SwiftUI

/// Plays a video in `AVPlayerViewController` in a window on the external scene over AirPlay; the person
/// says what the display shows while it plays and after it pauses.
struct ExternalPlaybackHidesTheWindowCheck: ProbeCheck {
    let id = "externalPlaybackHidesTheSceneWindow"
    let question =
        "What does an AirPlay display show while a player is in external playback and the app has a window on its external scene, and afterwards?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "while playing: the video only, full screen; after pausing: the probe's player with its controls"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoScenario.outcome(over: .oneAirPlayDisplay, in: context) {
        case .skipped: return .skipped("No AirPlay display was connected.")
        case .noExternalScene: return context.noExternalScene("AirPlay display connected")
        case .observed(let seen):
            guard seen.isExternalPlaybackActiveWhilePlaying else {
                return .notApplicable("The player did not go into external playback, so the question does not arise.")
            }
            guard let during = seen.displayWhilePlaying, let after = seen.displayAfterPause else {
                return .skipped("You did not say what the display showed.")
            }
            return .measured("while playing: \(during); after pausing: \(after)", seen.evidence)
        }
    }
}
