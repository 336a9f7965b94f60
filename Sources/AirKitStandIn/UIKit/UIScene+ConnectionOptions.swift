import Foundation

extension UIScene {
    /// What the system tells a scene delegate about why its scene connects.
    ///
    /// `Documentation/StandInSources.md#scene-accessories` (`UISceneOptions.h`, `UISceneConnectionOptions`): an `NS_SWIFT_UI_ACTOR` class whose `new`/`init` are
    /// unavailable. The stand-in declares the members AirKit reads: `sceneAccessoryUserInfo` (iOS 27, nullable, read-only),
    /// which carries the `userInfo` given to `UISceneAccessory.externalNonInteractive(sceneConfiguration:userInfo:)`, and
    /// `urlContexts` and `userActivities` (StandInSources.md#app-delegate-life-cycle, `URLContexts` and `userActivities`, copied sets): what the scene connects to handle.
    @MainActor
    open class ConnectionOptions: NSObject {
        private let accessoryUserInfo: Any?
        private let storedURLContexts: Set<UIOpenURLContext>
        private let storedUserActivities: Set<NSUserActivity>

        init(
            sceneAccessoryUserInfo: Any? = nil, urlContexts: Set<UIOpenURLContext> = [],
            userActivities: Set<NSUserActivity> = []
        ) {
            self.accessoryUserInfo = sceneAccessoryUserInfo
            self.storedURLContexts = urlContexts
            self.storedUserActivities = userActivities
            super.init()
        }

        open var urlContexts: Set<UIOpenURLContext> { storedURLContexts }
        open var userActivities: Set<NSUserActivity> { storedUserActivities }

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
