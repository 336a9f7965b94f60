#if canImport(UIKit) || AIRKIT_STANDIN
import AirKitConfiguration

/// Everything AirKit takes from the iOS 27 SDK, in the one place that compiles only with it.
///
/// Apps built with the iOS 26 SDK have no `UISceneAccessory`; there AirKit takes the Info.plist path on
/// every OS, as the system does for such apps. The gate below asks for the SDK itself: UIKit's module
/// version is 9126.x in the iOS 26.1 and 26.2 SDKs and 9127.0.84 in the iOS 27.0 SDK, so
/// `canImport(UIKit, _version: 9127)` holds exactly with the iOS 27 SDK, whatever the compiler
/// (Documentation/PlatformFacts.md, "Telling the iOS 27 SDK at compile time"). `UISceneAccessory` is
/// unavailable on Mac Catalyst, tvOS and visionOS (`UISceneAccessory.h`), so those builds take the
/// Info.plist path too (Documentation/Platforms.md). The stand-in declares the iOS 27 API, so it counts
/// as SDK 27 when it stands for iOS (`AIRKIT_STANDIN_IOS`, not Mac Catalyst); built as Catalyst, tvOS or
/// visionOS it declares that API unavailable, as the SDK does, and the gate is closed there too.
enum SceneAccessorySupport {}

/// A source's scene accessory registration, as the rest of AirKit sees it.
@MainActor
protocol SourceAccessory: AnyObject {
    /// The system's `isAvailable`; read it in `updateProperties()` to be told of changes.
    var isAvailable: Bool { get }
    var isEnabled: Bool { get set }
    /// The controller the registration was made on, while it lives.
    var host: UIViewController? { get }
    func unregister()
}

extension SceneAccessorySupport {
    /// The SDK AirKit assumes the app was built with when its Info.plist does not say.
    static let compiledSDK = OSVersion(isCompiled ? 27 : 26)
}

// The gate, written once: everything below it compiles only where the scene accessory API exists.
#if (AIRKIT_STANDIN_IOS && !AIRKIT_STANDIN_MACCATALYST) || (os(iOS) && !targetEnvironment(macCatalyst) && canImport(UIKit, _version: 9127))
extension SceneAccessorySupport {
    /// Whether this build has the scene accessory API: iOS, with the iOS 27 SDK.
    static let isCompiled = true

    /// Registers an external-display accessory on `controller` whose scene `AirKitSceneDelegate` serves,
    /// with `token` coming back as the scene's `sceneAccessoryUserInfo`. `nil` before iOS 27.
    /// `controller` should be one the system counts as presented: a window's root view controller or a
    /// presented one (Documentation/PlatformFacts.md, "Where a source registers").
    @MainActor
    static func register(on controller: UIViewController, token: String) -> (any SourceAccessory)? {
        guard #available(iOS 27.0, *) else { return nil }
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowExternalDisplayNonInteractive)
        configuration.delegateClass = AirKitSceneDelegate.self
        let accessory = UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration, userInfo: token)
        return RegisteredAccessory(registration: controller.registerSceneAccessory(accessory), controller: controller)
    }

    /// The token a source registered with, if the scene connected for an accessory.
    @MainActor
    static func token(from options: UIScene.ConnectionOptions) -> String? {
        guard #available(iOS 27.0, *) else { return nil }
        return options.sceneAccessoryUserInfo as? String
    }
}

@available(iOS 27.0, *)
@MainActor
private final class RegisteredAccessory: SourceAccessory {
    /// Kept for as long as the source lives: dropping it may end the registration
    /// (Documentation/PlatformFacts.md, "Keeping the registration").
    private let registration: UISceneAccessoryRegistration
    private(set) weak var host: UIViewController?

    init(registration: UISceneAccessoryRegistration, controller: UIViewController) {
        self.registration = registration
        self.host = controller
    }

    var isAvailable: Bool { registration.isAvailable }

    var isEnabled: Bool {
        get { registration.isEnabled }
        set { registration.isEnabled = newValue }
    }

    /// Unregisters from the controller that owns the registration; once that controller is gone, the
    /// registration went with it.
    func unregister() {
        host?.unregisterSceneAccessory(registration)
    }
}
#else
extension SceneAccessorySupport {
    /// Whether this build has the scene accessory API: not here.
    static let isCompiled = false

    /// No scene accessory API in this build: nothing to register.
    @MainActor
    static func register(on controller: UIViewController, token: String) -> (any SourceAccessory)? { nil }

    /// No scene accessory API in this build: no scene connects for one.
    @MainActor
    static func token(from options: UIScene.ConnectionOptions) -> String? { nil }
}
#endif
#endif
