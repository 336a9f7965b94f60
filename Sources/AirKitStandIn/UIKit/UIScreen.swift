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

    weak var device: SimulatedDevice?

    init(device: SimulatedDevice, size: CGSize, scale: CGFloat) {
        self.device = device
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        super.init()
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
