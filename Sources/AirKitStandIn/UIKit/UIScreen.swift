import Foundation

/// A display: the device's own, or an external one the app has a scene on.
///
/// `Documentation/StandInSources.md#uiscreen` (`UIScreen.h`): `screens` (deprecated 16.0), `main` (deprecated 26.0), `bounds`,
/// `scale`, `mirrored`; modes and overscan in StandInSources.md#display-facts. What `screens` lists follows what apps observe on iOS 27 (Apple documents
/// it nowhere): with a TV attached but no external scene, the app sees one screen; an external display's screen appears with its scene.
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on visionOS (UIScreen.h)")
#endif
@MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The current mode's size in points, less the overscan while ``overscanCompensation`` is
    /// `.insetBounds` ("the screen's bounds will be inset in the framebuffer to avoid clipping",
    /// StandInSources.md#display-facts).
    open var bounds: CGRect {
        let pixels = modeInUse.size
        var size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        if overscanCompensation == .insetBounds {
            size.width -= overscan.left + overscan.right
            size.height -= overscan.top + overscan.bottom
        }
        return CGRect(origin: .zero, size: size)
    }
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
    /// "The maximumFramesPerSecond this screen is capable of" (StandInSources.md#layers-and-display-links): the
    /// refresh rate of the current mode.
    open var maximumFramesPerSecond: Int { modeInUse.framesPerSecond }

    /// "The list of modes that this screen supports" (StandInSources.md#display-facts): read-only, a copy,
    /// unavailable on tvOS.
    @available(tvOS, unavailable)
    #if AIRKIT_STANDIN_TVOS
    @available(*, deprecated, message: "unavailable on tvOS (UIScreen.h)")
    #endif
    open var availableModes: [UIScreenMode] { modes }

    /// "Choosing this mode will likely produce the best results" (StandInSources.md#display-facts):
    /// read-only, optional, unavailable on tvOS.
    @available(tvOS, unavailable)
    #if AIRKIT_STANDIN_TVOS
    @available(*, deprecated, message: "unavailable on tvOS (UIScreen.h)")
    #endif
    open var preferredMode: UIScreenMode? { preferred }

    #if AIRKIT_STANDIN_TVOS
    /// The screen's current mode; read-only on tvOS (StandInSources.md#display-facts). An external
    /// display starts in its highest-resolution mode or in its preferred one, as
    /// ``SimulationAssumption/screensStartInTheirHighestResolutionMode`` says.
    open var currentMode: UIScreenMode? { modeInUse }
    #else
    /// The screen's current mode (StandInSources.md#display-facts): settable on iOS. Setting a mode
    /// asks the system, which applies it on a later turn, or not at all, and posts
    /// ``modeDidChangeNotification`` when it changes (`SimulatedDevice+Displays.swift`). An external
    /// display starts in its highest-resolution mode or in ``preferredMode``, as
    /// ``SimulationAssumption/screensStartInTheirHighestResolutionMode`` says.
    open var currentMode: UIScreenMode? {
        get { modeInUse }
        set {
            guard let newValue else { return }
            device?.requestMode(newValue, of: self)
        }
    }
    #endif

    /// How the screen compensates for a display that overscans; `.scale` by default
    /// (StandInSources.md#display-facts). Settable; the bounds follow at once.
    open var overscanCompensation: OverscanCompensation = .scale {
        didSet {
            if overscanCompensation != oldValue { device?.screenBoundsDidChange(self) }
        }
    }

    /// "The amount that should be inset to avoid clipping" (StandInSources.md#display-facts): the
    /// display's overscan while nothing compensates for it (`.none`); under `.scale` and `.insetBounds`
    /// the overscan too, or zero, as ``SimulationAssumption/overscanInsetsShowOnlyWithoutCompensation``
    /// says.
    open var overscanCompensationInsets: UIEdgeInsets {
        let onlyWithout = device?.behavior[.overscanInsetsShowOnlyWithoutCompensation] ?? true
        return overscanCompensation == .none || !onlyWithout ? overscan : .zero
    }

    weak var device: SimulatedDevice?
    /// The modes the display offers, the one it prefers, and the one it runs in.
    let modes: [UIScreenMode]
    let preferred: UIScreenMode?
    var modeInUse: UIScreenMode
    /// How far the display crops the picture at each edge, in points.
    let overscan: UIEdgeInsets

    init(device: SimulatedDevice, size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int) {
        let mode = UIScreenMode(
            size: CGSize(width: size.width * scale, height: size.height * scale), pixelAspectRatio: 1,
            framesPerSecond: maximumFramesPerSecond)
        self.device = device
        self.scale = scale
        self.modes = [mode]
        self.preferred = mode
        self.modeInUse = mode
        self.overscan = .zero
        super.init()
    }

    /// An external display's screen, running in `current` (`SimulatedDisplay` decides which).
    init(
        device: SimulatedDevice, modes: [UIScreenMode], preferred: UIScreenMode, current: UIScreenMode, scale: CGFloat,
        overscan: UIEdgeInsets
    ) {
        self.device = device
        self.scale = scale
        self.modes = modes
        self.preferred = preferred
        self.modeInUse = current
        self.overscan = overscan
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
