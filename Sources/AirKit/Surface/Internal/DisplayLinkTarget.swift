#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The target of a surface's display link: UIKit's display links call a method by selector, and hold
/// their target strongly until invalidated, so the surface is reached weakly through a closure.
@MainActor
final class DisplayLinkTarget: NSObject {
    private let onStep: @MainActor (CADisplayLink) -> Void

    /// `step(_:)`'s Objective-C name. Written as a string so that it compiles where `#selector` does
    /// not (the stand-in); the double parentheses say the literal is meant.
    static let step = Selector(("step:"))

    init(onStep: @escaping @MainActor (CADisplayLink) -> Void) {
        self.onStep = onStep
        super.init()
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func step(_ link: CADisplayLink) {
        onStep(link)
    }
}

#if AIRKIT_STANDIN
extension DisplayLinkTarget: StandInSelectorTarget {
    func standInPerform(_ selector: Selector, with argument: Any?) {
        guard selector == Self.step, let link = argument as? CADisplayLink else { return }
        step(link)
    }
}
#endif
#endif
