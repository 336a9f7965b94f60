import SwiftUI

/// Reads, on a display the person has just connected by cable, the mode its screen runs in before
/// anything asks for one, against its highest-resolution mode and its `preferredMode`.
///
/// It runs first on the cable display of the external-playback step, which the person connects after
/// the AirPlay steps, so no check has set that display's mode since it was plugged in. A display that
/// prefers its highest-resolution mode cannot tell the two answers apart: a television whose 4K runs
/// at 30 Hz, or one that prefers 1080p, answers.
struct DisplayStartModeCheck: ProbeCheck {
    let id = "screensStartInTheirHighestResolutionMode"
    let question =
        "Does an external display's screen start in its highest-resolution mode, rather than in its `preferredMode`?"
    let setups: [DisplaySetup] = [.oneCableDisplay]

    static let highest = "the highest-resolution mode"
    static let preferred = "the preferred mode"

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.screensStartInTheirHighestResolutionMode ? Self.highest : Self.preferred
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneCableDisplay) else { return .skipped("No display was connected by cable.") }
        guard let reading = await context.withExternalScene({ Reading(of: $0.screen) }) else {
            return context.noExternalScene("cable display connected")
        }
        let evidence = reading.evidence
        guard let current = reading.current else { return .notMeasurable(evidence + ["The screen reports no current mode."]) }
        guard !Reading.same(reading.highest, reading.preferred) else {
            return .notMeasurable(
                evidence + [
                    "The display prefers its highest-resolution mode, so the mode it starts in cannot tell the answers apart: "
                        + "try a television whose 4K runs at 30 Hz, or one that prefers 1080p."
                ])
        }
        if Reading.same(current, reading.highest) { return .measured(Self.highest, evidence) }
        if Reading.same(current, reading.preferred) { return .measured(Self.preferred, evidence) }
        return .measured("another mode: \(DisplayScenario.describe(current))", evidence)
    }

    /// What the screen reports before anything asks for a mode.
    @MainActor
    private struct Reading {
        let modes: [UIScreenMode]
        let highest: UIScreenMode?
        let preferred: UIScreenMode?
        let current: UIScreenMode?
        let framesPerSecond: Int

        init(of screen: UIScreen) {
            modes = screen.availableModes
            // The most pixels; of several with as many, the first listed.
            highest = modes.reduce(nil) { (best: UIScreenMode?, mode) in
                guard let best else { return mode }
                return mode.size.width * mode.size.height > best.size.width * best.size.height ? mode : best
            }
            preferred = screen.preferredMode
            current = screen.currentMode
            framesPerSecond = screen.maximumFramesPerSecond
        }

        var evidence: [String] {
            let name = { (mode: UIScreenMode?) in mode.map(DisplayScenario.describe) ?? "none" }
            return [
                "Cable: \(modes.count) modes: \(modes.map(DisplayScenario.describe).joined(separator: ", "))",
                "Cable, as connected: current \(name(current)) at \(framesPerSecond) fps; highest resolution \(name(highest)); "
                    + "preferred \(name(preferred))",
            ]
        }

        /// Modes compare by what they describe: a screen need not hand out the same object twice.
        static func same(_ one: UIScreenMode?, _ other: UIScreenMode?) -> Bool {
            guard let one, let other else { return one == nil && other == nil }
            return one.size == other.size && one.pixelAspectRatio == other.pixelAspectRatio
        }
    }
}
