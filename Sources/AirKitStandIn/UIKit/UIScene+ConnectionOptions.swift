import Foundation

extension UIScene {
    /// What the system tells a scene delegate about why its scene connects.
    ///
    /// apple-api-facts §4.7 (`UISceneOptions.h`): an `NS_SWIFT_UI_ACTOR` class whose `new`/`init` are
    /// unavailable. The stand-in declares the one member AirKit reads, `sceneAccessoryUserInfo` (§1.4),
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
        open var sceneAccessoryUserInfo: Any? { accessoryUserInfo }
    }
}
