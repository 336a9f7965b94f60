import Foundation

/// A part of the app's user interface that the system connects and disconnects.
///
/// `Documentation/StandInSources.md#uiscene` (`UIScene.h`): `NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder` with the
/// designated `init(session:connectionOptions:)`, `session`, a *strong* `delegate`, `activationState`
/// and `title`; the scene notifications are `NS_SWIFT_NONISOLATED`.
///
/// The simulated device creates scenes; apps only receive them.
@MainActor
open class UIScene: UIResponder {
    open private(set) var session: UISceneSession
    /// Strong, as in UIKit: the scene keeps its delegate, and the system keeps the scene while it is connected.
    open var delegate: (any UISceneDelegate)?
    open internal(set) var activationState: UIScene.ActivationState = .unattached
    open var title: String! = ""

    let connectionOptions: UIScene.ConnectionOptions
    /// The application the simulated device connected this scene for.
    weak var application: UIApplication?

    /// The application (`UIResponder.next`, StandInSources.md#app-delegate).
    open override var next: UIResponder? {
        application
    }

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}
