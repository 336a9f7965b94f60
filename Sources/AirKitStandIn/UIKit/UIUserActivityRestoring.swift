import Foundation

/// An object that restores itself from a user activity, as `application(_:continue:restorationHandler:)`
/// hands them back.
///
/// `Documentation/StandInSources.md#app-delegate-life-cycle` (`UIUserActivity.h`): `NS_SWIFT_UI_ACTOR @protocol UIUserActivityRestoring
/// <NSObject>` with `restoreUserActivityState:`.
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
