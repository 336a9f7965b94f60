import AirKitConfiguration

#if AIRKIT_STANDIN
import AirKitStandIn
#else
import UIKit
#endif

/// Everything AirKit takes from the iOS 27 SDK, in the one place that compiles only with it.
///
/// Apps built with Xcode 26 (the iOS 26 SDK, Swift 6.2) have no `UISceneAccessory`; there AirKit takes
/// the Info.plist path on every OS, as the system does for such apps. Xcode 27 ships Swift 6.4, so the
/// compiler version stands for the SDK; the stand-in declares the iOS 27 API, so it counts as SDK 27.
enum SceneAccessorySupport {
    #if compiler(>=6.4) || AIRKIT_STANDIN
    static let isCompiled = true
    static let compiledSDK = OSVersion(27)
    #else
    static let isCompiled = false
    static let compiledSDK = OSVersion(26)
    #endif
}

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

#if compiler(>=6.4) || AIRKIT_STANDIN
extension SceneAccessorySupport {
    /// Registers an external-display accessory on `controller` whose scene `AirKitSceneDelegate` serves,
    /// with `token` coming back as the scene's `sceneAccessoryUserInfo`. Only call it on iOS 27 or later.
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
    /// Kept for as long as the source lives: dropping it may end the registration (Documentation/PlatformFacts.md, "Keeping the registration").
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
    @MainActor
    static func register(on controller: UIViewController, token: String) -> (any SourceAccessory)? { nil }

    @MainActor
    static func token(from options: UIScene.ConnectionOptions) -> String? { nil }
}
#endif
