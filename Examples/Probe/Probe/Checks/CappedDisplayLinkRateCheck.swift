import SwiftUI

/// Asks a display link of the external scene's display for five sixths of the display's rate (50 on a
/// 60 Hz display), which no whole number of vsyncs gives, and counts its calls for two seconds.
struct CappedDisplayLinkRateCheck: ProbeCheck {
    let id = "cappedDisplayLinksRoundDown"
    let question =
        "A display link whose preferredFrameRateRange asks for less than its display's rate, at a rate the display's rate is no whole multiple of (50 on a 60 Hz display): does it run slower or faster than asked?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.cappedDisplayLinksRoundDown ? "slower than asked" : "faster than asked"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let finding = await context.withExternalScene { scene -> Finding in
            let displayRate = scene.screen.maximumFramesPerSecond
            guard displayRate >= 12 else {
                return .notMeasurable(["The display runs at \(displayRate) Hz, too slow to ask for five sixths of it."])
            }
            let asked = Float(displayRate) * 5 / 6
            let counter = FrameCounter()
            guard let link = counter.link(on: scene, facts: context.facts) else {
                return .notMeasurable(["No display link could be made for the external scene's display."])
            }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 1, maximum: asked, preferred: asked)
            link.add(to: .main, forMode: .common)
            await context.host.letFramesPass(seconds: 0.5)
            counter.frames = 0
            let seconds = 2.0
            await context.host.letFramesPass(seconds: seconds)
            link.invalidate()
            let perSecond = Double(counter.frames) / seconds
            let answer =
                perSecond < Double(asked) * 0.95
                ? "slower than asked" : perSecond > Double(asked) * 1.05 ? "faster than asked" : "at the rate asked"
            return .measured(
                answer,
                [
                    "the display runs at \(displayRate) Hz; the link asked for \(asked) frames a second",
                    "\(counter.frames) calls in \(seconds) seconds: \(perSecond) a second",
                ])
        }
        return finding ?? context.noExternalScene("to make a display link on")
    }
}
