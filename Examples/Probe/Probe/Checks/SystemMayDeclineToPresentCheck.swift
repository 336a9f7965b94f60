import SwiftUI

/// Records whether an enabled registration of the topmost presented controller got its scene, and how
/// fast. "Always" is not something one run shows; the observation is evidence only.
struct SystemMayDeclineToPresentCheck: ProbeCheck {
    let id = "systemMayDeclineToPresent"
    let question = "Does an enabled, topmost registration with an available display always get its scene?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "no" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let timings = await context.timedSceneEvents()
        return .notMeasurable(
            timings + [
                "Not measurable as such: one run where the scene connects does not show that it always does.",
                "By hand: while the probe's scene shows, start AirPlay to the same receiver from another app (Photos, Music, "
                    + "Control Center's screen mirroring); if the probe's scene disconnects or never connects while the "
                    + "registration still reports isAvailable == true, the answer is no.",
            ])
    }
}
