import Foundation

/// The app's delegate, for app-wide events.
///
/// `Documentation/StandInSources.md#app-delegate` and StandInSources.md#app-delegate-life-cycle (`UIApplication.h`): the stand-in declares the methods the simulated
/// device calls. `application(_:configurationForConnecting:options:)` defaults to the session's
/// configuration from the Info.plist scene manifest, which is what UIKit uses when the delegate does
/// not implement it. The life-cycle methods (`applicationDidBecomeActive(_:)` and the others, opening
/// URLs, continuing user activities) are deprecated in iOS 26 and, as their header notes say, "not
/// called if `UIScene` lifecycle has been adopted"; the simulated device calls them only in the
/// app-delegate life cycle. Every requirement is optional in UIKit, so each has a default that does
/// nothing (returns `true` for finishing launching, `false` for the others, as UIKit treats a
/// delegate that does not answer). The deprecation messages are the header's, without their mention of
/// the matching `UIApplication` notification.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// `@property (nullable, nonatomic, strong) UIWindow *window` (iOS 5): the window the app delegate keeps.
    var window: UIWindow? { get set }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    @available(
        iOS, introduced: 2.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate instead."
    )
    func applicationDidBecomeActive(_ application: UIApplication)

    @available(
        iOS, introduced: 2.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate instead."
    )
    func applicationWillResignActive(_ application: UIApplication)

    @available(
        iOS, introduced: 4.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate instead."
    )
    func applicationDidEnterBackground(_ application: UIApplication)

    @available(
        iOS, introduced: 4.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate instead."
    )
    func applicationWillEnterForeground(_ application: UIApplication)

    @available(
        iOS, introduced: 9.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
    )
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    @available(
        iOS, introduced: 8.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead."
    )
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }
}
