// From a developer's public write-up in Chinese, "iOS 27 外接屏踩坑记：windowExternalDisplayNonInteractive
// 不再自动提供" ("iOS 27 external-display pitfalls: windowExternalDisplayNonInteractive is no longer
// offered automatically"); we know no stable address for it, so its title is what to search for.
// Its section 五, part 3, verbatim, with the `@objc(…)` line behind `#if canImport(ObjectiveC)` (Linux
// has no Objective-C runtime). Where part 3 says "attach the window to windowScene here", the three
// lines of its section 六 ("mirroring does not end by itself") follow verbatim, with their
// placeholders `externalWindowScene` and `yourViewController` bound, and the window kept in the
// delegate's `window` property so it outlives the method.
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
