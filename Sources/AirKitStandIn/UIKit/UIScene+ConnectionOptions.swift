import Foundation

extension UIScene {
    /// What the system tells a scene delegate about why its scene connects.
    ///
    /// `Documentation/StandInSources.md` §10 (`UISceneOptions.h`, `UISceneConnectionOptions`): an `NS_SWIFT_UI_ACTOR` class whose `new`/`init` are
    /// unavailable. The stand-in declares the one member AirKit reads, `sceneAccessoryUserInfo` (iOS 27, nullable, read-only),
    /// which carries the `userInfo` given to `UISceneAccessory.externalNonInteractive(sceneConfiguration:userInfo:)`.
    @MainActor
    open class ConnectionOptions: NSObject {
        private let accessoryUserInfo: Any?

        init(sceneAccessoryUserInfo: Any? = nil) {
            self.accessoryUserInfo = sceneAccessoryUserInfo
            super.init()
        }

        @available(iOS 27.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        @available(watchOS, unavailable)
        #if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
        @available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (UISceneOptions.h)")
        #endif
        open var sceneAccessoryUserInfo: Any? { accessoryUserInfo }
    }
}
