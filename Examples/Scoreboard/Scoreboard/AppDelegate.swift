import AirKit

/// The app delegate of a storyboard-free UIKit app in the scene life cycle: the Info.plist's scene
/// manifest names `SceneDelegate` for the app's scene and AirKit's `AirKitSceneDelegate` for the
/// external display's (iOS 17–26), so there is nothing to configure here.
///
/// The example's files import AirKit, which brings UIKit with it (AirKit re-exports UIKit on iOS), so
/// the same files compile on Linux against AirKit's stand-in, where there is no UIKit module.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
