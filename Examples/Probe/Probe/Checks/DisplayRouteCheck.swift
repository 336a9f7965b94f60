import SwiftUI

/// Reads `AVAudioSession.currentRoute` over AirPlay and over a cable before the probe activates its
/// audio session, and with it active (``DisplayScenario``).
struct DisplayRouteCheck: ProbeCheck {
    let id = "audioRouteShowsTheDisplayWhileTheSessionIsInactive"
    let question =
        "Does `AVAudioSession.currentRoute` list the external display's port (`.airPlay`, `.HDMI`) while the app has never activated its audio session?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .oneCableDisplay]

    static let shows = "yes: the route shows the display"
    static let hides = "no: the route shows only the device's own outputs"

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.audioRouteShowsTheDisplayWhileTheSessionIsInactive ? Self.shows : Self.hides
    }

    func run(in context: ProbeContext) async -> Finding {
        var answer: Bool?
        var evidence: [String] = []
        for setup in setups {
            let label = DisplayScenario.label(of: setup)
            switch await DisplayScenario.outcome(over: setup, in: context) {
            case .skipped: evidence.append("\(label): skipped.")
            case .noExternalScene: evidence.append("\(label): no external scene connected.")
            case .observed(let seen):
                answer = answer ?? seen.routeShowsTheDisplay
                evidence += seen.routeEvidence
            }
        }
        guard let answer else { return .skipped("No display was connected by AirPlay or by cable.") }
        return .measured(
            answer ? Self.shows : Self.hides,
            evidence + [
                "Earlier checks play video, which may activate the session: run this check alone after a fresh launch to be sure."
            ])
    }
}
