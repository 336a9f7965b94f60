import Foundation

/// The root of a view tree, attached to a window scene.
///
/// `Documentation/StandInSources.md#uiwindow` (`UIWindow.h`): `init(windowScene:)` is the designated initializer;
/// `init(frame:)` and `init()` are deprecated in iOS 26; `windowScene` is `weak`; `rootViewController`
/// is strong; `makeKeyAndVisible()` shows the window and makes it key ("To make the window visible
/// without becoming key, just use UIView's hidden property").
///
/// Simulated behaviour:
/// - A new window starts hidden (standard UIKit behaviour the header does not restate:
///   ``SimulationAssumption/newWindowsStartHidden``).
/// - The scene holds its windows weakly; whoever creates a window must keep it
///   (``SimulationAssumption/scenesHoldWindowsWeakly``).
/// - A display stops mirroring only while an unhidden window sits on its external scene
///   (`Documentation/StandInSources.md#external-display-contract`, DTS thread 745553).
/// - The root view controller's view fills the window and follows its size (``frame``).
/// - On a screen, unhidden windows stack by `windowLevel` (`UIWindow.h`, iOS 27.0 SDK:
///   "`@property(nonatomic) UIWindowLevel windowLevel; // default = 0.0`"), and within a level the window
///   shown most recently is in front (``SimulationAssumption/windowsStackByLevelThenMostRecentlyShown``).
@MainActor
open class UIWindow: UIView {
    /// The window's level; `.normal` by default (`UIWindow.h`).
    open var windowLevel: UIWindow.Level = .normal {
        didSet {
            guard oldValue != windowLevel else { return }
            visibilityDidChange()
        }
    }

    /// When the window last went from hidden to shown, in the device's presentation order; it ranks
    /// windows of the same level.
    private(set) var shownOrder = 0

    open override var isHidden: Bool {
        didSet {
            guard oldValue, !isHidden else { return }
            shownOrder = device?.nextPresentationOrder() ?? 0
        }
    }

    /// The scene the window belongs to; `nil` means "not on any screen" (StandInSources.md#uiwindow). Weak, as in UIKit.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
            visibilityDidChange()
        }
    }

    /// Its scene, whose next responder is the application; a window without a scene (an app in the
    /// app-delegate life cycle) returns the application itself (`UIResponder.next`, StandInSources.md#app-delegate).
    open override var next: UIResponder? {
        windowScene ?? device?.application
    }

    /// A window resized (by a new mode or overscan compensation of its screen, or by the app) resizes its
    /// content view, the root view controller's, which is then laid out again: Apple's `rootViewController`
    /// page says the content view "is configured to track the window size, changing as the window size
    /// changes" (StandInSources.md#uiwindow).
    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, let content = rootViewController?.viewIfLoaded, content.superview === self
            else { return }
            content.frame = bounds
        }
    }

    /// Installs the controller's view as the window's content view, at the window's size, in place of the
    /// previous one (StandInSources.md#uiwindow).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let root = rootViewController {
                root.presentationOrder = device?.nextPresentationOrder() ?? 0
                root.view.frame = bounds
                addSubview(root.view)
            }
        }
    }

    /// Whether this is its scene's key window (for a window without a scene in the app-delegate life
    /// cycle, the app's).
    open var isKeyWindow: Bool {
        guard let windowScene else { return device?.keyWindow === self }
        return windowScene.keyWindow === self
    }

    /// The screen of a window without a scene: the main screen unless code set another.
    private weak var screenWithoutScene: UIScreen?

    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// A window on no scene. The app-delegate life cycle shows it on its ``screen``; the scene life
    /// cycle shows it only once it is on a scene (`SimulatedDevice+AppLifeCycle.swift`).
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        SimulatedDevice.current?.windowWasMadeWithoutScene(self)
    }

    /// Deprecated in iOS 26 like `init(frame:)`: `UIWindow.h` (iOS 27.0 SDK) declares
    /// `- (instancetype)init API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0), ...)`.
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The screen of the window's scene; a window without a scene reports the main screen.
    ///
    /// Settable, as in `UIWindow.h` (iOS 27.0 SDK): `@property(nonatomic,strong) UIScreen *screen`
    /// ("default is [UIScreen mainScreen]"). Setting a screen other than the scene's detaches the
    /// window from its scene, since a window is on its scene's screen; setting the scene's own
    /// screen changes nothing (``SimulationAssumption/settingAnotherScreenDetachesTheWindow``). Only
    /// `setScreen:` as an Objective-C method is deprecated (iOS 13).
    ///
    /// A window without a scene (the app-delegate life cycle's windows) moves to the screen it is given.
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on visionOS (UIWindow.h)")
    #endif
    open var screen: UIScreen {
        get { windowScene?.screen ?? screenWithoutScene ?? UIScreen.main }
        set {
            guard newValue !== windowScene?.screen else { return }
            windowScene = nil
            screenWithoutScene = newValue
            visibilityDidChange()
        }
    }

    /// The simulated device whose scene this window is on.
    override var device: SimulatedDevice? {
        windowScene?.screen.device ?? SimulatedDevice.current
    }

    /// Shows the window and makes it its scene's key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window its scene's key window, taking key status from the previous key window. A
    /// window without a scene becomes the app's key window, which only the app-delegate life cycle shows.
    open func makeKey() {
        guard let windowScene else {
            device?.windowBecameKey(self)
            return
        }
        windowScene.keyWindow = self
        device?.windowBecameKey(self)
    }
}
