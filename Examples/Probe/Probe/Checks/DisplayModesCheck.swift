import SwiftUI

/// Lists the modes an AirPlay display and a cable display offer, asks each for its other modes in turn,
/// and reads the mode and frame rate it then runs at (``DisplayScenario``).
struct DisplayModesCheck: ProbeCheck {
    let id = "airPlayReceiversIgnoreTheRequestedMode"
    let question = "Does an AirPlay display switch to a mode the app sets as `UIScreen.currentMode`?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .oneCableDisplay]

    static let keeps = "keeps its mode"
    static let switches = "switches to the requested mode"

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.airPlayReceiversIgnoreTheRequestedMode ? Self.keeps : Self.switches
    }

    func run(in context: ProbeContext) async -> Finding {
        var airPlay: DisplayScenario.Observation?
        var evidence: [String] = []
        for setup in setups {
            let label = DisplayScenario.label(of: setup)
            switch await DisplayScenario.outcome(over: setup, in: context) {
            case .skipped: evidence.append("\(label): skipped.")
            case .noExternalScene: evidence.append("\(label): no external scene connected.")
            case .observed(let seen):
                if setup == .oneAirPlayDisplay { airPlay = seen }
                evidence += seen.modeEvidence
            }
        }
        guard let airPlay else { return .skipped("No AirPlay display was measured.") }
        guard let switched = airPlay.switchedMode else {
            return .notMeasurable(evidence + ["The AirPlay display offers one mode, so no other mode could be asked for."])
        }
        return .measured(switched ? Self.switches : Self.keeps, evidence)
    }
}
