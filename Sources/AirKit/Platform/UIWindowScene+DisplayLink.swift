#if canImport(UIKit) || AIRKIT_STANDIN
extension UIWindowScene {
    /// A display link of this scene's display calling `target`'s step: from iOS 27 the scene's own, which
    /// follows the scene to another display; before, its screen's
    /// (`UIScreen.displayLink(withTarget:selector:)`, deprecated in iOS 27). visionOS has neither before
    /// iOS 27 and never connects an external display.
    @MainActor
    func displayLink(for target: DisplayLinkTarget) -> CADisplayLink? {
        #if AIRKIT_STANDIN || canImport(UIKit, _version: 9127)
        if SystemFacts.current.osVersion.major >= 27, #available(iOS 27.0, tvOS 27.0, visionOS 27.0, *) {
            return displayLink(target: target, selector: DisplayLinkTarget.step)
        }
        #endif
        #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
        return nil
        #else
        return screen.displayLink(withTarget: target, selector: DisplayLinkTarget.step)
        #endif
    }
}
#endif
