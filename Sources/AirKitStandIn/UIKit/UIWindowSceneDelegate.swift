import Foundation

/// A scene delegate for window scenes, which may own the scene's window.
///
/// `Documentation/StandInSources.md#uiwindowscene` (`UIWindowScene.h`): `@protocol UIWindowSceneDelegate <UISceneDelegate>` with an
/// optional `window` property (strong). The optional property gets a default that stores nothing.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
