import AirKit
import AirKitStandIn
import Foundation
import Testing

/// AirKit in an app that does not run in the scene life cycle: one warning, and no external display.
@MainActor
@Suite("AirKit without the scene life cycle")
struct SceneLifeCycleSelfCheckTests {
    @Test(
        "In the app-delegate life cycle the self-check logs one warning, and AirKit stays unavailable without crashing",
        arguments: [(26, 26), (27, 26), (17, 26)])
    func oneWarningAndNoDisplay(system: (os: Int, sdk: Int)) throws {
        let device = SimulatedDevice(os: system.os, sdk: system.sdk, infoPlist: [:])
        let appDelegate = AirKitLegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()
        #expect(device.appLifeCycle == .appDelegate)

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("On the TV") }
        device.runUntilIdle()

        let warnings = device.log.filter { $0.level == .error }
        #expect(warnings.count == 1, "\(warnings.map(\.message))")
        let warning = try #require(warnings.first).message
        #expect(warning.hasPrefix("self-check AK021: the external display needs the UIKit scene life cycle"))
        #expect(warning.contains("built with Xcode 27 it will not"), "an iOS 27 SDK build will not launch")
        #expect(!Air.shared.connection.isAvailable)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(tv.isMirroring)
        #expect(device.mainWindow === appDelegate.window, "the app's own window is untouched")
        #expect(Air.diagnostics().selfCheck.map(\.id) == ["AK021"])
        #expect(device.faults.isEmpty)
    }

    @Test("An app in the scene life cycle gets no AK021 from the self-check, whether or not its scene has connected")
    func noWarningWithScenes() {
        for launched in [false, true] {
            let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit))
            if launched {
                device.launch { Text("Main") }
                device.runUntilIdle()
            }
            _ = Air.shared
            #expect(!device.log.contains { $0.message.contains("AK021") })
        }
    }
}

/// A UIKit app delegate from before scenes that uses AirKit: it makes its window in
/// `didFinishLaunching`, and its interface is a SwiftUI view that is AirKit's source.
final class AirKitLegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var events: [String] = []
    private(set) var openedURLs: [URL] = []
    private(set) var launchOptionURL: URL?
    private(set) var continuedActivities: [String] = []

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("didFinishLaunching")
        launchOptionURL = launchOptions?[.url] as? URL
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Text("Main").airPlaySource())
        window.makeKeyAndVisible()
        self.window = window
        return true
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
        continuedActivities.append(userActivity.activityType)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { events.append("willEnterForeground") }
}
