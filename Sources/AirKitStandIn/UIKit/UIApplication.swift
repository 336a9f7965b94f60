import Foundation

/// The running app: its connected scenes and open sessions.
///
/// `Documentation/StandInSources.md#uiapplication` (`UIApplication.h`): `shared`, `connectedScenes` (a `Set`, so unordered),
/// `openSessions`, `supportsMultipleScenes`. Each simulated device has its own application, and
/// ``UIApplication/shared`` is the application of ``SimulatedDevice/current``.
@MainActor
open class UIApplication: UIResponder {
    unowned let device: SimulatedDevice

    /// The app delegate. `UIApplication.h` (iOS 27.0 SDK) declares it
    /// `@property(nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;`, so the application
    /// does not own it. The stand-in models `assign` as `weak` rather than `unowned(unsafe)`: both leave
    /// ownership to the caller, which is what code written against the SDK must provide, but a
    /// delegate released too early reads as `nil` here instead of crashing a test. Whoever sets the
    /// property keeps the delegate alive; ``SimulatedDevice/launch(appDelegate:)`` keeps the one it is
    /// given, as `UIApplicationMain` does.
    open weak var delegate: (any UIApplicationDelegate)?

    init(device: SimulatedDevice) {
        self.device = device
        super.init()
    }

    /// The application of the simulated device that is running app code now; unavailable in app
    /// extensions (`NS_EXTENSION_UNAVAILABLE_IOS`, StandInSources.md#uiapplication).
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    #if AIRKIT_STANDIN_APP_EXTENSION
    @available(*, deprecated, message: "unavailable in app extensions (UIApplication.h)")
    #endif
    open class var shared: UIApplication {
        guard let device = SimulatedDevice.current else {
            preconditionFailure("UIApplication.shared needs a SimulatedDevice: create one before running app code")
        }
        return device.application
    }

    open var connectedScenes: Set<UIScene> {
        Set(device.connectedScenes)
    }

    open var openSessions: Set<UISceneSession> {
        Set(device.connectedScenes.map(\.session))
    }

    /// `UIApplicationSupportsMultipleScenes` from the Info.plist scene manifest.
    open var supportsMultipleScenes: Bool {
        device.infoPlist.sceneManifest?["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    }
}
