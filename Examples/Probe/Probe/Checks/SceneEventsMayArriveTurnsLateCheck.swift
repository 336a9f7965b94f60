import SwiftUI

/// Times scene connection and disconnection against the registration changes that cause them, and
/// orders a display's departure against its scene's `sceneDidDisconnect(_:)`. One run cannot show that
/// events may lag; the observations are evidence, and the question stays open.
struct SceneEventsMayArriveTurnsLateCheck: ProbeCheck {
    let id = "sceneEventsMayArriveTurnsLate"
    let question = "Can an external scene connect, or its disconnect arrive, after the app has already moved on?"
    let setups: [DisplaySetup] = [.oneDisplay, .noDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "yes"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let timings = await context.timedSceneEvents()
        guard let departure = await context.departureOfTheDisplay() else {
            return .skipped("The display was not disconnected.")
        }
        return .notMeasurable(
            timings + [
                departure,
                "Not measurable as such: \"may\" needs the one run where an event lags, and a run on time shows nothing.",
                "By hand: with AirPlay on a busy network, register and immediately disable or drop the registration; "
                    + "a scene that connects afterwards, or a didDisconnect after the display left UIScreen.screens, answers yes.",
                "The evidence above is of this run only; send it with the report.",
            ])
    }
}
