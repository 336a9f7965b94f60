import Foundation

/// A scene that shows windows on one screen.
///
/// `Documentation/StandInSources.md#uiwindowscene` (`UIWindowScene.h`): `screen`, `traitCollection`, `windows`, `keyWindow` (iOS 15).
/// The simulated device sets the screen (the main screen, or an external display's) when it creates
/// the scene; the traits come from that screen and from the device's capture state.
@MainActor
open class UIWindowScene: UIScene {
    private var attachedWindows: [WeakReference<UIWindow>] = []
    private var assignedScreen: UIScreen?

    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on visionOS (UIWindowScene.h)")
    #endif
    open var screen: UIScreen {
        assignedScreen ?? UIScreen.main
    }

    open var traitCollection: UITraitCollection {
        screen.device?.traits(for: self) ?? UITraitCollection()
    }

    /// The scene's windows that are still alive, in the order they were attached (StandInSources.md#uiwindowscene).
    open var windows: [UIWindow] {
        attachedWindows.compactMap(\.object)
    }

    open internal(set) weak var keyWindow: UIWindow?

    /// A display link of the display this scene is on, "automatically retargeted when the scene moves
    /// between displays" (`UIWindowScene.h`, iOS 27; StandInSources.md#layers-and-display-links). On a device older than
    /// iOS 27 the method does not exist: the device records a fault and returns `nil`.
    @available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
    open func displayLink(target: Any, selector sel: Selector) -> CADisplayLink? {
        guard let device = screen.device ?? SimulatedDevice.current, device.os >= 27 else {
            SimulatedDevice.current?.recordFault("UIWindowScene.displayLink(target:selector:) called before iOS 27")
            return nil
        }
        return CADisplayLink(target: target as AnyObject, selector: sel, binding: .scene(WeakReference(self)))
    }

    func place(on screen: UIScreen) {
        assignedScreen = screen
    }

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.object == nil || $0.object === window }
        attachedWindows.append(WeakReference(window))
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.object == nil || $0.object === window }
        if keyWindow === window { keyWindow = nil }
    }
}
