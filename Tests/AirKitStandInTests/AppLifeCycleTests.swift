import AirKitStandIn
import Foundation
import Testing

/// The two life cycles UIKit runs an app in, and the iOS 27 SDK's requirement to adopt scenes.
@MainActor
@Suite("Simulated device: the app-delegate and the scene life cycle")
struct AppLifeCycleTests {
    /// A manifest whose application role names `LegacySceneDelegate`, a scene delegate that makes no window.
    static let manifestWithAppDelegateScene = InfoPlist.sceneManifest(
        application: .init(name: "Default Configuration", delegateClassName: "QuietSceneDelegate"))

    private func device(os: Int, sdk: Int, infoPlist: [String: Any], behavior: SimulatedDevice.Behavior = .init())
        -> SimulatedDevice
    {
        let device = SimulatedDevice(os: os, sdk: sdk, infoPlist: infoPlist, behavior: behavior)
        device.classes.register(QuietSceneDelegate.self, named: "QuietSceneDelegate") { QuietSceneDelegate() }
        return device
    }

    @Test("Without a manifest the app delegate's window shows, UIScreen lists the display, and no scene connects")
    func appDelegateLifeCycle() throws {
        let device = device(os: 26, sdk: 26, infoPlist: [:])
        let appDelegate = LegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()

        #expect(device.appLifeCycle == .appDelegate)
        #expect(device.scenes.isEmpty)
        let window = try #require(appDelegate.window)
        #expect(device.mainWindow === window)
        #expect(device.frontmostWindow === window)
        #expect(device.keyWindow === window)
        #expect(appDelegate.events == ["didFinishLaunching", "didBecomeActive"])

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(UIScreen.screens.count == 2, "the external screen is listed without a scene")
        #expect(device.scenes.isEmpty, "no external scene connects either")
        #expect(tv.shownWindow === appDelegate.externalWindow)
        #expect(tv.shownTexts == ["On the TV"])
        #expect(device.faults.isEmpty)

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(appDelegate.externalWindow == nil, "UIScreen.didDisconnectNotification reached the app")
    }

    @Test(
        "On iOS 27, built with the iOS 27 SDK, an app without scenes stops at launch before its app delegate runs",
        arguments: [27, 28])
    func launchFailsWithoutScenes(os: Int) {
        for infoPlist in [[:], InfoPlist.sceneManifest()] {
            let device = device(os: os, sdk: 27, infoPlist: infoPlist)
            let appDelegate = LegacyAppDelegate()
            device.launch(appDelegate: appDelegate)
            device.runUntilIdle()

            #expect(device.launchFailure == SimulatedDevice.sceneLifeCycleRequired)
            #expect(device.faults == [SimulatedDevice.sceneLifeCycleRequired])
            #expect(device.appLifeCycle == nil)
            #expect(appDelegate.events.isEmpty, "UIKit asserts before application(_:didFinishLaunchingWithOptions:)")
            #expect(device.scenes.isEmpty)
            #expect(device.mainWindow == nil)
        }
    }

    @Test("A manifest whose application role names no delegate stops an iOS 27 SDK launch when the scene would connect")
    func launchFailsWithoutAnApplicationDelegate() {
        let onlyExternal = InfoPlist.sceneManifest(externalDisplay: .airKit)
        let device = device(os: 27, sdk: 27, infoPlist: onlyExternal)
        let appDelegate = LegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()
        #expect(device.launchFailure == SimulatedDevice.sceneLifeCycleRequired)
        #expect(device.scenes.isEmpty)
    }

    @Test(
        "The same app launches with an older SDK on iOS 27 and with the iOS 27 SDK on iOS 26, and a scene delegate for its own scene launches it on iOS 27 with SDK 27"
    )
    func launchesOtherwise() {
        for (os, sdk) in [(27, 26), (26, 27)] {
            let launched = device(os: os, sdk: sdk, infoPlist: [:])
            let appDelegate = LegacyAppDelegate()
            launched.launch(appDelegate: appDelegate)
            launched.runUntilIdle()
            #expect(launched.launchFailure == nil, "iOS \(os), SDK \(sdk)")
            #expect(launched.appLifeCycle == .appDelegate)
            #expect(launched.mainWindow === appDelegate.window)
        }

        let adopting = device(os: 27, sdk: 27, infoPlist: Self.manifestWithAppDelegateScene)
        adopting.launch(appDelegate: LegacyAppDelegate())
        adopting.runUntilIdle()
        #expect(adopting.launchFailure == nil)
        #expect(adopting.appLifeCycle == .scenes)
        #expect(adopting.scenes.first?.delegate is QuietSceneDelegate)
    }

    @Test(
        "With a manifest, the app delegate's window shows only where the switch lets old systems attach it",
        arguments: [(26, 26), (27, 26), (27, 27)], [false, true])
    func windowMadeWithoutASceneWithAManifest(system: (os: Int, sdk: Int), joins: Bool) throws {
        let device = device(
            os: system.os, sdk: system.sdk, infoPlist: Self.manifestWithAppDelegateScene,
            behavior: .init([.windowsMadeWithoutASceneStayOffScreen: !joins]))
        let appDelegate = LegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()

        let window = try #require(appDelegate.window)
        let scene = try #require(device.scenes.first as? UIWindowScene)
        let attached = joins && !(system.os >= 27 && system.sdk >= 27)
        #expect(device.appLifeCycle == .scenes)
        #expect((window.windowScene === scene) == attached)
        #expect((device.frontmostWindow === window) == attached)
        #expect((device.mainWindow === window) == attached)
        if !attached { #expect(device.frontmostWindow == nil, "nothing else draws: the screen stays black") }
    }

    @Test("In the scene life cycle the scene delegate hears the life cycle and URLs; the app delegate does not")
    func sceneCallbacksGoToTheScene() throws {
        let device = device(os: 26, sdk: 26, infoPlist: Self.manifestWithAppDelegateScene)
        let appDelegate = LegacyAppDelegate()
        let url = try #require(URL(string: "gamebook://open/intro"))
        device.launch(appDelegate: appDelegate, openingURL: url)
        device.runUntilIdle()
        let scene = try #require(device.scenes.first?.delegate as? QuietSceneDelegate)
        #expect(scene.connectionURLs == [url], "a cold-launch URL arrives with the scene")
        #expect(appDelegate.launchURL == nil, "the launch options carry no URL in the scene life cycle")

        device.moveToBackground()
        device.moveToForeground()
        device.openURL(url)
        device.continueUserActivity(NSUserActivity(activityType: "com.example.read"))
        device.runUntilIdle()
        #expect(appDelegate.events == ["didFinishLaunching"])
        #expect(scene.openedURLs == [url])
        #expect(scene.continuedActivities == ["com.example.read"])
    }

    @Test("In the app-delegate life cycle the app delegate hears the life cycle, URLs and activities")
    func appDelegateCallbacks() throws {
        let device = device(os: 26, sdk: 26, infoPlist: [:])
        let appDelegate = LegacyAppDelegate()
        let url = try #require(URL(string: "gamebook://open/intro"))
        device.launch(appDelegate: appDelegate, openingURL: url)
        device.runUntilIdle()
        #expect(appDelegate.launchURL == url)
        #expect(appDelegate.openedURLs == [url])

        device.moveToBackground()
        device.moveToForeground()
        device.continueUserActivity(NSUserActivity(activityType: "com.example.read"))
        device.runUntilIdle()
        #expect(
            appDelegate.events == [
                "didFinishLaunching", "open", "didBecomeActive", "willResignActive", "didEnterBackground",
                "willEnterForeground", "didBecomeActive", "continue com.example.read",
            ])
    }
}

/// A UIKit app delegate from before scenes: it makes its window in `didFinishLaunching`, puts a
/// second window on any screen that connects, and records what UIKit tells it.
final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var externalWindow: UIWindow?
    private(set) var events: [String] = []
    private(set) var launchURL: URL?
    private(set) var openedURLs: [URL] = []
    private var observers: [any NSObjectProtocol] = []

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("didFinishLaunching")
        launchURL = launchOptions?[.url] as? URL
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Text("Main"))
        window.makeKeyAndVisible()
        self.window = window
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let screen = note.object
                MainActor.assumeIsolated { self?.screenDidConnect(screen as? UIScreen) }
            },
            center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.externalWindow = nil }
            },
        ]
        return true
    }

    private func screenDidConnect(_ screen: UIScreen?) {
        guard let screen else { return }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = UIHostingController(rootView: Text("On the TV"))
        window.isHidden = false
        externalWindow = window
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        events.append("open")
        openedURLs.append(url)
        return true
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        events.append("continue \(userActivity.activityType)")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { events.append("willEnterForeground") }
}

/// A scene delegate for the app's own scene that makes no window and records URLs and activities.
final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private(set) var connectionURLs: [URL] = []
    private(set) var openedURLs: [URL] = []
    private(set) var continuedActivities: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connectionURLs = connectionOptions.urlContexts.map(\.url)
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        openedURLs += urlContexts.map(\.url)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continuedActivities.append(userActivity.activityType)
    }
}
