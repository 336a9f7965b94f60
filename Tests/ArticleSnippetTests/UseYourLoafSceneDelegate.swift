// From Keith Harrison, "SwiftUI Supporting External Screens", Use Your Loaf
// (https://useyourloaf.com/blog/swiftui-supporting-external-screens/), "Approach #3: Using The UIKit
// App Delegate": the final scene delegate, verbatim. It serves both the app's scene and the
// external one, telling them apart by `session.role`.
import AirKitStandIn

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
    
  func scene(_ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions) {
    guard let appDelegate = UIApplication.shared.delegate as? AppDelegate,
      let scene = scene as? UIWindowScene else {
      return
    }
    
    window = UIWindow(windowScene: scene)
    if session.role == .windowExternalDisplay {
      let content = ExternalView()
        .environmentObject(appDelegate.store)
      window?.rootViewController = UIHostingController(rootView: content)
      window?.isHidden = false
    } else {
      let content = ContentView()
        .environmentObject(appDelegate.store)
      window?.rootViewController = UIHostingController(rootView: content)
      window?.makeKeyAndVisible()
    }
  }
}
