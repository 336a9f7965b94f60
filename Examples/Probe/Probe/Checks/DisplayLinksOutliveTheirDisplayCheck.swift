import SwiftUI

/// Counts the frames of a display link of the external scene's display for a second, asks for the
/// display to be disconnected, then counts again.
struct DisplayLinksOutliveTheirDisplayCheck: ProbeCheck {
    let id = "displayLinksOutliveTheirDisplay"
    let question = "Does a display link of an external display keep firing after the display is unplugged?"
    let setups: [DisplaySetup] = [.oneDisplay, .noDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.displayLinksOutliveTheirDisplay ? "keeps firing" : "stops firing"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let finding = await context.withExternalScene { scene -> Finding in
            let counter = FrameCounter()
            guard let link = counter.link(on: scene, facts: context.facts) else {
                return .notMeasurable(["No display link could be made for the external scene's display."])
            }
            link.add(to: .main, forMode: .common)
            await context.host.letFramesPass(seconds: 1)
            let before = counter.frames
            guard await context.host.arrange(.noDisplay) else {
                link.invalidate()
                return .skipped("The display was not disconnected.")
            }
            await context.settle()
            counter.frames = 0
            await context.host.letFramesPass(seconds: 1)
            let after = counter.frames
            link.invalidate()
            return .measured(
                after > 0 ? "keeps firing" : "stops firing",
                [
                    "\(before) frames in the second before the display was disconnected",
                    "\(after) frames in the second after it was disconnected",
                ])
        }
        return finding ?? context.noExternalScene("to make a display link on")
    }
}

/// Counts the calls of a display link.
@MainActor
final class FrameCounter: NSObject {
    var frames = 0

    #if canImport(ObjectiveC)
    @objc
    #endif
    func tick(_ link: CADisplayLink) {
        frames += 1
    }

    /// A link of `scene`'s display: the scene's own from iOS 27, its screen's before.
    func link(on scene: UIWindowScene, facts: ProbeFacts) -> CADisplayLink? {
        let selector = Selector(("tick:"))
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if facts.osMajor >= 27, #available(iOS 27.0, *) { return scene.displayLink(target: self, selector: selector) }
        #endif
        return scene.screen.displayLink(withTarget: self, selector: selector)
    }
}

#if !canImport(UIKit)
extension FrameCounter: StandInSelectorTarget {
    func standInPerform(_ selector: Selector, with argument: Any?) {
        if let link = argument as? CADisplayLink { tick(link) }
    }
}
#endif
