import SwiftUI

/// Plays a video in `AVPlayerViewController` on the external scene of a display connected by cable and
/// reads whether the player went into external playback.
struct ExternalPlaybackNeedsAirPlayCheck: ProbeCheck {
    let id = "externalPlaybackNeedsAnAirPlayReceiver"
    let question = "Does external playback take over a display connected by cable?"
    let setups: [DisplaySetup] = [.oneCableDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "no: the cable display shows what the device renders"
    }

    func run(in context: ProbeContext) async -> Finding {
        switch await VideoScenario.outcome(over: .oneCableDisplay, in: context) {
        case .skipped: return .skipped("No display was connected by cable.")
        case .noExternalScene: return context.noExternalScene("cable display connected")
        case .observed(let seen):
            let observed =
                seen.isExternalPlaybackActiveWhilePlaying
                ? "yes: the cable display plays the stream itself" : "no: the cable display shows what the device renders"
            return .measured(observed, seen.evidence + ["Note the adapter (USB-C or Lightning) with the report."])
        }
    }
}
