import AirKit
import AirKitStandIn
import Foundation
import Testing

/// A pre-scene UIKit app moved onto the scene life cycle by `airkit setup --adopt-scenes`, launched
/// with the Info.plist setup writes (`Tests/AirKitSetupTests/Fixtures/Migrated/Plain-Info.plist`,
/// which the setup tests prove is what setup writes), its app delegate unchanged.
@MainActor
@Suite("A pre-scene app migrated with AirKitAppSceneDelegate")
struct MigrationTests {
    static let migratedInfoPlistPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AirKitSetupTests/Fixtures/Migrated/Plain-Info.plist")

    static func migratedInfoPlist() throws -> [String: Any] {
        let data = try Data(contentsOf: migratedInfoPlistPath)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    private func device(os: Int, sdk: Int, infoPlist: [String: Any], behavior: SimulatedDevice.Behavior = .init())
        -> SimulatedDevice
    {
        let device = SimulatedDevice(os: os, sdk: sdk, infoPlist: infoPlist, behavior: behavior)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.classes.register(AirKitAppSceneDelegate.self, named: "AirKitAppSceneDelegate") { AirKitAppSceneDelegate() }
        return device
    }

    @Test("Before the migration the app does not launch with the iOS 27 SDK")
    func preSceneAppFailsToLaunch() throws {
        let plain = try Self.migratedInfoPlist().filter { $0.key != "UIApplicationSceneManifest" }
        let device = device(os: 27, sdk: 27, infoPlist: plain)
        let appDelegate = AirKitLegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()
        #expect(device.launchFailure == SimulatedDevice.sceneLifeCycleRequired)
        #expect(appDelegate.events.isEmpty)
    }

    @Test(
        "After it the app launches with the iOS 27 SDK, shows its window and its external content, and still receives its URLs",
        arguments: [false, true])
    func migratedAppLaunchesAndShows(windowsJoinTheFirstScene: Bool) throws {
        let device = device(
            os: 27, sdk: 27, infoPlist: try Self.migratedInfoPlist(),
            behavior: .init([.windowsMadeWithoutASceneStayOffScreen: !windowsJoinTheFirstScene]))
        let appDelegate = AirKitLegacyAppDelegate()
        let launchURL = try #require(URL(string: "plain://open/first"))
        device.launch(appDelegate: appDelegate, openingURL: launchURL)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(device.launchFailure == nil)
        #expect(device.appLifeCycle == .scenes)
        let window = try #require(appDelegate.window)
        #expect(device.scenes.first?.delegate is AirKitAppSceneDelegate)
        #expect(window.windowScene === device.scenes.first, "the app delegate's window is on the app's scene")
        #expect(device.frontmostWindow === window)
        #expect(device.keyWindow === window)
        #expect(device.texts(in: window) == ["Main"])
        #expect(appDelegate.openedURLs == [launchURL], "the cold-launch URL reaches application(_:open:options:)")

        #expect(Air.shared.connection.isAvailable)
        Air.play { Text("On the TV") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["On the TV"])
        #expect(device.keyWindow === window, "the external window does not take key status")

        let later = try #require(URL(string: "plain://open/second"))
        device.openURL(later)
        device.continueUserActivity(NSUserActivity(activityType: "com.example.plain.read"))
        device.runUntilIdle()
        #expect(appDelegate.openedURLs == [launchURL, later])
        #expect(appDelegate.continuedActivities == ["com.example.plain.read"])
        #expect(device.faults.isEmpty)
        #expect(!device.log.contains { $0.message.contains("AK021") })
    }

    @Test("The app delegate hears the scene's foreground and background, as it did before")
    func lifeCycleReachesTheAppDelegate() throws {
        let device = device(os: 26, sdk: 26, infoPlist: try Self.migratedInfoPlist())
        let appDelegate = AirKitLegacyAppDelegate()
        device.launch(appDelegate: appDelegate)
        device.runUntilIdle()
        device.moveToBackground()
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()
        #expect(
            appDelegate.events == [
                "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground",
                "didBecomeActive",
            ])
    }

    @Test("Given a scene of another role, AirKitAppSceneDelegate warns and leaves it alone")
    func refusesOtherRoles() throws {
        var plist = InfoPlist.sceneManifest(
            externalDisplay: .init(name: "Wrong", delegateClassName: "AirKitAppSceneDelegate"),
            application: .init(name: "Default Configuration", delegateClassName: "AirKitAppSceneDelegate"))
        plist["CFBundleName"] = "Plain"
        let device = device(os: 26, sdk: 26, infoPlist: plist)
        device.launch(appDelegate: AirKitLegacyAppDelegate())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.log.contains { $0.level == .error && $0.message.contains("serves only the app's own scene") })
    }
}
