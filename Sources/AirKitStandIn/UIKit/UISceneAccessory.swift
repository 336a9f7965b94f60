import Foundation

/// Supplementary content the system presents on the app's behalf when a display becomes available.
///
/// `Documentation/StandInSources.md#scene-accessories` (`UISceneAccessory.h`, iOS 27): `NS_SWIFT_UI_ACTOR`, unavailable on Mac Catalyst,
/// tvOS, visionOS and watchOS; two `+ (instancetype)` factories imported as `class func … -> Self`;
/// `init` is `NS_UNAVAILABLE`, so there is no public initializer.
///
/// Difference from iOS: a Swift `class func … -> Self` needs a `required` initializer, which an `open`
/// class would have to make public; the stand-in keeps the initializer internal and the class `public`
/// (no app subclasses `UISceneAccessory`, which it could not initialize anyway).
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
#if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (UISceneAccessory.h)")
#endif
@MainActor
public class UISceneAccessory: NSObject {
    /// "A scene configuration value with delegate type defined for it."
    let sceneConfiguration: UISceneConfiguration
    /// Returned to the scene delegate as `UIScene.ConnectionOptions.sceneAccessoryUserInfo` (StandInSources.md#scene-accessories).
    let userInfo: Any?

    required init(sceneConfiguration: UISceneConfiguration, userInfo: Any?) {
        self.sceneConfiguration = sceneConfiguration
        self.userInfo = userInfo
        super.init()
    }

    /// An accessory whose content "may be presented" on an external display when one connects.
    public class func externalNonInteractive(sceneConfiguration: UISceneConfiguration) -> Self {
        self.init(sceneConfiguration: sceneConfiguration, userInfo: nil)
    }

    /// The same, with a value the scene delegate receives as `sceneAccessoryUserInfo`.
    public class func externalNonInteractive(sceneConfiguration: UISceneConfiguration, userInfo: Any) -> Self {
        self.init(sceneConfiguration: sceneConfiguration, userInfo: userInfo)
    }
}
