import SwiftUI

/// Sets each overscan compensation on an AirPlay display and a cable display, and reads the screen's
/// bounds, `overscanCompensationInsets` and a shown window's safe area (``DisplayScenario``).
struct OverscanAndSafeAreaCheck: ProbeCheck {
    let id = "overscanInsetsShowOnlyWithoutCompensation"
    let question = "Does `UIScreen.overscanCompensationInsets` report the display's overscan whatever `overscanCompensation` is?"
    let setups: [DisplaySetup] = [.oneAirPlayDisplay, .oneCableDisplay]

    static let onlyWithout = "only under .none"
    static let always = "under every compensation"

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.overscanInsetsShowOnlyWithoutCompensation ? Self.onlyWithout : Self.always
    }

    func run(in context: ProbeContext) async -> Finding {
        var answers: [String] = []
        var evidence: [String] = []
        for setup in setups {
            let label = DisplayScenario.label(of: setup)
            switch await DisplayScenario.outcome(over: setup, in: context) {
            case .skipped: evidence.append("\(label): skipped.")
            case .noExternalScene: evidence.append("\(label): no external scene connected.")
            case .observed(let seen):
                evidence += seen.overscanEvidence
                if seen.insetsWhileCompensated {
                    answers.append(Self.always)
                } else if seen.insetsWithoutCompensation {
                    answers.append(Self.onlyWithout)
                }
            }
        }
        guard let first = answers.first else {
            return .notMeasurable(
                evidence + ["No display reported overscan under `.none`: try a television that crops the picture, by HDMI."])
        }
        return .measured(answers.contains(Self.always) ? Self.always : first, evidence)
    }
}
