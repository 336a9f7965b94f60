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

    /// A display link of `scene`'s display: from iOS 27 the scene's own, which follows the scene to
    /// another display; before, its screen's (`UIScreen.displayLink(withTarget:selector:)`, deprecated
    /// in iOS 27). visionOS has neither before iOS 27 and never connects an external display.
    static func link(for scene: UIWindowScene, target: DisplayLinkTarget) -> CADisplayLink? {
        #if AIRKIT_STANDIN || canImport(UIKit, _version: 9127)
        if SystemFacts.current.osVersion.major >= 27, #available(iOS 27.0, tvOS 27.0, visionOS 27.0, *) {
            return scene.displayLink(target: target, selector: step)
        }
        #endif
        #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
        return nil
        #else
        return scene.screen.displayLink(withTarget: target, selector: step)
        #endif
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
