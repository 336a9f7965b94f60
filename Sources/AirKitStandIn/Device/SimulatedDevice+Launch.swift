import Foundation

extension SimulatedDevice {
    /// Launches a SwiftUI app whose window group shows `content`. The system (SwiftUI's own scene
    /// delegate on iOS) creates the main window, hosts the content and keeps the window. Like a
    /// `WindowGroup`'s content, the closure is evaluated as a body: state it reads updates the window.
    public func launch<Content: View>(@ViewBuilder content: @escaping () -> Content) {
        makeCurrent()
        lifecycle.makeWindowGroupRoot = { UIHostingController(rootView: WindowGroupContent(content: content)) }
        launch(rootViewController: UIHostingController(rootView: WindowGroupContent(content: content)))
    }

    /// Launches an app whose main window shows `rootViewController`, kept by the system.
    public func launch(rootViewController: UIViewController) {
        makeCurrent()
        enqueue("launch") { [self] in
            let scene = connectMainScene()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = rootViewController
            systemOwnedWindows.append(window)
            window.makeKeyAndVisible()
            activate(scene)
        }
    }

    /// Launches a UIKit app: the main scene's delegate comes from the Info.plist manifest's
    /// `UIWindowSceneSessionRoleApplication` entry (or from `appDelegate`'s
    /// `application(_:configurationForConnecting:options:)`), and creates its own window, as a
    /// scene-based UIKit app does.
    public func launch(appDelegate: (any UIApplicationDelegate)?) {
        makeCurrent()
        launchedAppDelegate = appDelegate
        application.delegate = appDelegate
        enqueue("launch") { [self] in
            activate(connectMainScene())
        }
    }

    private func connectMainScene() -> UIWindowScene {
        hasLaunched = true
        let resolved = manifestConfiguration(for: .windowApplication)
        let scene = connectScene(role: .windowApplication, resolved: resolved, screen: mainScreen, userInfo: nil)
        mainScene = scene
        return scene
    }
}

/// A window group's content closure, evaluated as a body the way SwiftUI evaluates `App.body`.
struct WindowGroupContent<Content: View>: View {
    let content: () -> Content

    var body: Content {
        content()
    }
}
