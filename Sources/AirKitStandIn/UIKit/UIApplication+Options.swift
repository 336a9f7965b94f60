import Foundation

extension UIApplication {
    /// The keys of `application(_:didFinishLaunchingWithOptions:)`'s dictionary.
    ///
    /// `Documentation/StandInSources.md#app-delegate-life-cycle` (`UIApplication.h`): `typedef NSString * UIApplicationLaunchOptionsKey
    /// NS_TYPED_ENUM`, so a string-backed struct in Swift. The simulated device passes `url` when it
    /// launches the app to open one in the app-delegate life cycle.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// `UIApplicationLaunchOptionsURLKey`.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The keys of `application(_:open:options:)`'s dictionary.
    ///
    /// `Documentation/StandInSources.md#app-delegate-life-cycle` (`UIApplication.h`): `typedef NSString * UIApplicationOpenURLOptionsKey
    /// NS_TYPED_ENUM`, deprecated in iOS 26 with "Use UIScene lifecycle and equivalent properties on
    /// UISceneOpenURLOptions from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
    @available(
        iOS, introduced: 9.0, deprecated: 26.0,
        message: "Use UIScene lifecycle and the properties of UISceneOpenURLOptions from UIScene.ConnectionOptions.URLContexts."
    )
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// `UIApplicationOpenURLOptionsSourceApplicationKey`.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// `UIApplicationOpenURLOptionsAnnotationKey`.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// `UIApplicationOpenURLOptionsOpenInPlaceKey`.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
