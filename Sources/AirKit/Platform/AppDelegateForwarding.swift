import Foundation

/// Calls the app delegate's life-cycle methods for ``AirKitAppSceneDelegate``: the methods an app
/// from before scenes implements, which UIKit stops calling once the app adopts the scene life cycle.
///
/// They are deprecated in the iOS 26 SDK (`UIApplication.h`), and a call written against their
/// declarations would warn in every iOS build of AirKit. So on Apple platforms the calls go through a
/// private `@objc` protocol that names the same selectors without the deprecation, dispatched on
/// `AnyObject` (an optional method the delegate does not implement is skipped). On the stand-in, which
/// has no Objective-C runtime and where iOS deprecations do not warn, they are plain calls to the
/// stand-in's requirements. Either way the app delegate receives exactly the calls UIKit made before
/// (Documentation/PlatformFacts.md, "Forwarding to the app delegate").
@MainActor
enum AppDelegateForwarding {
    private static var application: UIApplication { UIApplication.shared }

    /// The window the app delegate keeps in its `window` property, if it has one.
    static var window: UIWindow? {
        application.delegate?.window ?? nil
    }

    #if AIRKIT_STANDIN
    static func didBecomeActive() { application.delegate?.applicationDidBecomeActive(application) }
    static func willResignActive() { application.delegate?.applicationWillResignActive(application) }
    static func didEnterBackground() { application.delegate?.applicationDidEnterBackground(application) }
    static func willEnterForeground() { application.delegate?.applicationWillEnterForeground(application) }

    static func open(_ context: UIOpenURLContext) {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
        options[.sourceApplication] = context.options.sourceApplication
        options[.annotation] = context.options.annotation
        _ = application.delegate?.application(application, open: context.url, options: options)
    }

    static func continueActivity(_ activity: NSUserActivity) {
        _ = application.delegate?.application(application, continue: activity, restorationHandler: { _ in })
    }
    #else
    private static var delegate: AnyObject? { application.delegate }

    static func didBecomeActive() { delegate?.airKitApplicationDidBecomeActive?(application) }
    static func willResignActive() { delegate?.airKitApplicationWillResignActive?(application) }
    static func didEnterBackground() { delegate?.airKitApplicationDidEnterBackground?(application) }
    static func willEnterForeground() { delegate?.airKitApplicationWillEnterForeground?(application) }

    /// The options dictionary the app delegate used to get, keyed by the values of UIKit's
    /// `UIApplicationOpenURLOptions…Key` constants (their type is deprecated in the iOS 26 SDK).
    static func open(_ context: UIOpenURLContext) {
        var options: [String: Any] = ["UIApplicationOpenURLOptionsOpenInPlaceKey": context.options.openInPlace]
        options["UIApplicationOpenURLOptionsSourceApplicationKey"] = context.options.sourceApplication
        options["UIApplicationOpenURLOptionsAnnotationKey"] = context.options.annotation
        _ = delegate?.airKitApplication?(application, open: context.url, options: options)
    }

    static func continueActivity(_ activity: NSUserActivity) {
        _ = delegate?.airKitApplication?(application, continue: activity, restorationHandler: { _ in })
    }
    #endif
}

#if !AIRKIT_STANDIN
/// The app delegate's life-cycle selectors, under names of AirKit's own: calling them through this
/// protocol sends the same messages without referring to the deprecated declarations.
@MainActor
@objc private protocol AppDelegateLifeCycleSelectors {
    @objc(applicationDidBecomeActive:) optional func airKitApplicationDidBecomeActive(_ application: UIApplication)
    @objc(applicationWillResignActive:) optional func airKitApplicationWillResignActive(_ application: UIApplication)
    @objc(applicationDidEnterBackground:) optional func airKitApplicationDidEnterBackground(_ application: UIApplication)
    @objc(applicationWillEnterForeground:) optional func airKitApplicationWillEnterForeground(_ application: UIApplication)
    @objc(application:openURL:options:)
    optional func airKitApplication(_ application: UIApplication, open url: URL, options: [String: Any]) -> Bool
    @objc(application:continueUserActivity:restorationHandler:)
    optional func airKitApplication(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
}
#endif
