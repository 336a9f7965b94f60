import Foundation

extension SimulatedDevice {
    /// Launches a SwiftUI app whose window group shows `content`. The system (SwiftUI's own scene
    /// delegate on iOS) creates the main window, hosts the content and keeps the window. Like a
    /// `WindowGroup`'s content, the closure is evaluated as a body: state it reads updates the window.
    /// A SwiftUI app runs in the scene life cycle whatever its Info.plist says; the application's
    /// `delegate`, when a test set one (as `@UIApplicationDelegateAdaptor` does), finishes launching first.
    public func launch<Content: View>(@ViewBuilder content: @escaping () -> Content) {
        makeCurrent()
        lifecycle.makeWindowGroupRoot = { UIHostingController(rootView: WindowGroupContent(content: content)) }
        launch(rootViewController: UIHostingController(rootView: WindowGroupContent(content: content)))
    }

    /// Launches an app whose main window shows `rootViewController`, kept by the system, in the scene
    /// life cycle.
    public func launch(rootViewController: UIViewController) {
        makeCurrent()
        enqueue("launch") { [self] in
            lifeCycleState.lifeCycle = .scenes
            _ = application.delegate?.application(application, didFinishLaunchingWithOptions: nil)
            let scene = connectMainScene(resolved: manifestConfiguration(for: .windowApplication))
            let window = UIWindow(windowScene: scene)
            window.rootViewController = rootViewController
            systemOwnedWindows.append(window)
            window.makeKeyAndVisible()
            activate(scene)
        }
    }

    /// Connects the app's own scene; windows made without a scene may join it
    /// (``SimulationAssumption/windowsMadeWithoutASceneStayOffScreen``).
    func connectMainScene(resolved: ResolvedConfiguration, urlContexts: Set<UIOpenURLContext> = []) -> UIWindowScene {
        hasLaunched = true
        let scene = connectScene(
            role: .windowApplication, resolved: resolved, screen: mainScreen, userInfo: nil, urlContexts: urlContexts,
            beforeConnecting: placeScenelessWindows(on:))
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
