import Foundation

#if !canImport(Darwin)
/// What the user was doing, handed to the app to continue: Handoff, Spotlight, universal links.
///
/// Foundation declares it on Apple platforms (`NSUserActivity.h`, `Documentation/StandInSources.md#app-delegate-life-cycle`:
/// `init(activityType:)`, `activityType`, `webpageURL`, `userInfo`); swift-corelibs-foundation does
/// not, so the stand-in declares those members where Foundation lacks the class. On macOS,
/// Foundation's own class is used.
open class NSUserActivity: NSObject {
    open var activityType: String { storedActivityType }
    open var webpageURL: URL?
    open var userInfo: [AnyHashable: Any]?

    private let storedActivityType: String

    public init(activityType: String) {
        storedActivityType = activityType
        super.init()
    }
}
#endif
