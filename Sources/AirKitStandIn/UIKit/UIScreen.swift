import Foundation

/// A display: the device's own, or an external one the app has a scene on.
///
/// `Documentation/StandInSources.md#uiscreen` (`UIScreen.h`): `screens` (deprecated 16.0), `main` (deprecated 26.0), `bounds`,
/// `scale`, `mirrored`. What `screens` lists follows what apps observe on iOS 27 (Apple documents
/// it nowhere): with a TV attached but no external scene, the app sees one screen; an external display's screen appears with its scene.
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on visionOS (UIScreen.h)")
#endif
@MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    open private(set) var bounds: CGRect
    open private(set) var scale: CGFloat
    /// The screen this one mirrors, while it mirrors (StandInSources.md#uiscreen).
    open var mirrored: UIScreen? {
        device?.mirroredScreen(for: self)
    }

    /// "Native bounds of the physical screen in pixels" (StandInSources.md#layers-and-display-links): the bounds times the
    /// native scale. External displays report no rotation here.
    open var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * nativeScale, height: bounds.height * nativeScale))
    }
    /// "Native scale factor of the physical screen" (StandInSources.md#layers-and-display-links); the simulated displays
    /// have no display zoom, so it equals ``scale``.
    open var nativeScale: CGFloat { scale }
    /// "The maximumFramesPerSecond this screen is capable of" (StandInSources.md#layers-and-display-links).
    open private(set) var maximumFramesPerSecond: Int

    weak var device: SimulatedDevice?

    init(device: SimulatedDevice, size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int) {
        self.device = device
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        super.init()
    }

    /// A display link of this screen (StandInSources.md#layers-and-display-links), deprecated in iOS 27 in favour of
    /// `UIWindowScene.displayLink(target:selector:)`.
    /// AirKit calls it only where `UIWindowScene`'s is unavailable (before iOS 27), which the SDK's
    /// availability allows without a warning, so the strict builds do not mark it.
    @available(iOS, introduced: 4.0, deprecated: 27.0, message: "Use the equivalent display link API on UIWindowScene")
    @available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Use the equivalent display link API on UIWindowScene")
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target as AnyObject, selector: sel, binding: .screen(self))
    }

    open var traitCollection: UITraitCollection {
        UITraitCollection(
            displayScale: scale, sceneCaptureState: .unspecified,
            userInterfaceIdiom: device?.idiom ?? .unspecified)
    }

    @available(
        iOS, introduced: 3.2, deprecated: 16.0,
        message: "Use UIApplication.shared.openSessions to find open sessions with scenes from other screens"
    )
    #if AIRKIT_STANDIN_STRICT && AIRKIT_STANDIN_IOS
    @available(*, deprecated, message: "deprecated in iOS 16 (UIScreen.h)")
    #endif
    open class var screens: [UIScreen] {
        SimulatedDevice.current?.screens ?? []
    }

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead")
    open class var main: UIScreen {
        guard let device = SimulatedDevice.current else {
            preconditionFailure("UIScreen.main needs a SimulatedDevice: create one before running app code")
        }
        return device.mainScreen
    }
}
