// Seed 000 §五.3, verbatim, with the `@objc(…)` line behind `#if canImport(ObjectiveC)` (Linux has no
// Objective-C runtime). Where §五.3 says "attach the window to windowScene here", the three lines of
// §六 follow verbatim, with its placeholders `externalWindowScene` and `yourViewController` bound, and
// the window kept in the delegate's `window` property so it outlives the method.
import AirKitStandIn

#if canImport(ObjectiveC)
@objc(ExternalDisplaySceneDelegate)
#endif
final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {

func scene(_ scene: UIScene,

willConnectTo session: UISceneSession,

options connectionOptions: UIScene.ConnectionOptions) {

guard let windowScene = scene as? UIWindowScene else { return }

// 在这里把窗口挂到 windowScene 上
        let externalWindowScene = windowScene
        let yourViewController = UIHostingController(rootView: Text("External display content"))

let window = UIWindow(windowScene: externalWindowScene)

window.rootViewController = yourViewController

window.isHidden = false // 关键：挂窗口 + 显示
        self.window = window

}

    var window: UIWindow?
}
