#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// Calls the app delegate's life-cycle methods for ``AirKitAppSceneDelegate``: the methods an app
/// from before scenes implements, which UIKit stops calling once the app adopts the scene life cycle
/// (Documentation/PlatformFacts.md, "Forwarding to the app delegate").
///
/// The application comes from the scene's responder chain (`UIResponder.next`), never from
/// `UIApplication.shared`, which app extensions cannot call (`NS_EXTENSION_UNAVAILABLE_IOS`), so
/// AirKit still links into an extension target.
///
/// Every one of them is optional in UIKit and deprecated in the iOS 26 SDK (`UIApplication.h`). So
/// each call takes the method as a value, `delegate?.applicationDidBecomeActive`, which is `nil` when
/// the delegate does not implement it (an optional requirement on Apple platforms, a missing delegate
/// on the stand-in), and calls it only if it is there: the same code on every platform. The calls
/// sit in deprecated implementations of ``AppDelegateCalls``, reached through its requirements: a
/// deprecated witness called through its requirement does not warn, and a deprecated declaration
/// may use deprecated ones, so AirKit builds without deprecation warnings.
@MainActor
enum AppDelegateForwarding {
    /// The window `application`'s delegate keeps in its `window` property, if it has one.
    static func window(of application: UIApplication) -> UIWindow? {
        application.delegate?.window ?? nil
    }

    /// The calls, through their requirements.
    static var calls: any AppDelegateCalls.Type { LegacyAppDelegateCalls.self }
}

/// What ``AirKitAppSceneDelegate`` passes on to the app delegate.
@MainActor
protocol AppDelegateCalls {
    static func didBecomeActive(_ application: UIApplication)
    static func willResignActive(_ application: UIApplication)
    static func didEnterBackground(_ application: UIApplication)
    static func willEnterForeground(_ application: UIApplication)
    static func open(_ context: UIOpenURLContext, in application: UIApplication)
    static func continueActivity(_ activity: NSUserActivity, in application: UIApplication)
}

/// The app delegate's own methods, called as UIKit called them before scenes.
private enum LegacyAppDelegateCalls: AppDelegateCalls {
    @available(*, deprecated, message: "Calls the app delegate's applicationDidBecomeActive(_:).")
    static func didBecomeActive(_ application: UIApplication) {
        (application.delegate?.applicationDidBecomeActive)?(application)
    }

    @available(*, deprecated, message: "Calls the app delegate's applicationWillResignActive(_:).")
    static func willResignActive(_ application: UIApplication) {
        (application.delegate?.applicationWillResignActive)?(application)
    }

    @available(*, deprecated, message: "Calls the app delegate's applicationDidEnterBackground(_:).")
    static func didEnterBackground(_ application: UIApplication) {
        (application.delegate?.applicationDidEnterBackground)?(application)
    }

    @available(*, deprecated, message: "Calls the app delegate's applicationWillEnterForeground(_:).")
    static func willEnterForeground(_ application: UIApplication) {
        (application.delegate?.applicationWillEnterForeground)?(application)
    }

    /// `application(_:open:options:)` with the options the app delegate used to get: the context's
    /// source application, annotation and open-in-place flag (`UIOpenURLContext.h`).
    @available(*, deprecated, message: "Calls the app delegate's application(_:open:options:).")
    static func open(_ context: UIOpenURLContext, in application: UIApplication) {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
        options[.sourceApplication] = context.options.sourceApplication
        options[.annotation] = context.options.annotation
        _ = (application.delegate?.application(_:open:options:))?(application, context.url, options)
    }

    @available(*, deprecated, message: "Calls the app delegate's application(_:continue:restorationHandler:).")
    static func continueActivity(_ activity: NSUserActivity, in application: UIApplication) {
        _ = (application.delegate?.application(_:continue:restorationHandler:))?(application, activity, { _ in })
    }
}
#endif
