import AirKit
import AirKitStandIn
import Testing

/// An app delegate that hands `AirKitSceneDelegate` to every scene, the app's own included.
private final class EveryRoleAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = AirKitSceneDelegate.self
        return configuration
    }
}

/// AirKit's scene delegate reaching the app's own scene: through an Info.plist entry filed under the
/// application role, or an app delegate that returns it for every role. AirKit must refuse that
/// scene, leave the phone's interface uncovered, report no display, and say why in the log.
@MainActor
@Suite("AirKit's delegate on a scene that is not an external display")
struct MisfiledSceneRoleTests {
    private static let applicationRole = "UIWindowSceneSessionRoleApplication"

    /// Launches PlayerView, asks for playback with no display connected, and lets the device settle.
    private func launchAndPlay(on device: SimulatedDevice) {
        device.launch { PlayerView() }
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
    }

    /// What a phone user would see and what AirKit reports, with no display connected.
    private func expectPhoneUncovered(on device: SimulatedDevice) throws {
        let appWindow = try #require(device.mainWindow)
        #expect(device.frontmostWindow === appWindow, "the app's own window stays in front")
        let shownWindows = device.ownScreenWindows.filter { !$0.isHidden }
        #expect(shownWindows.allSatisfy { !device.texts(in: $0).contains("Movie") })
        #expect(!Air.shared.connection.isAvailable)
        #expect(!Air.shared.connection.isViewAdded)
    }

    /// The warnings AirKit's Connection logger wrote outside its startup self-check.
    private func connectionWarnings(on device: SimulatedDevice) -> [String] {
        device.log
            .filter { $0.subsystem == "AirKit" && $0.category == "Connection" && $0.level == .error }
            .map(\.message)
            .filter { !$0.contains("self-check") }
    }

    @Test("An Info.plist entry under the application role: refused and logged", arguments: Platform.all)
    func entryUnderApplicationRoleIsRefused(platform: Platform) throws {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, infoPlist: InfoPlist.sceneManifest(application: .airKit))
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        launchAndPlay(on: device)

        try expectPhoneUncovered(on: device)
        #expect(connectionWarnings(on: device).contains { $0.contains(Self.applicationRole) })
    }

    @Test("An app delegate that returns AirKit's delegate for every role: the app's scene is refused", arguments: Platform.all)
    func appDelegateForEveryRoleIsRefusedOnTheAppScene(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        let appDelegate = EveryRoleAppDelegate()
        device.application.delegate = appDelegate
        launchAndPlay(on: device)

        try expectPhoneUncovered(on: device)
        #expect(connectionWarnings(on: device).contains { $0.contains(Self.applicationRole) })
        withExtendedLifetime(appDelegate) {}
    }

    @Test("The same app delegate still serves a display on rows that take the scene from the system")
    func appDelegateForEveryRoleStillServesTheDisplay() throws {
        let device = SimulatedDevice.airKitApp(.iOS26)
        let appDelegate = EveryRoleAppDelegate()
        device.application.delegate = appDelegate
        launchAndPlay(on: device)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.connection.isViewAdded)
        #expect(device.frontmostWindow === device.mainWindow)
        withExtendedLifetime(appDelegate) {}
    }

    @Test("AirKit's entry under the external-display role logs no role warning", arguments: Platform.all)
    func correctEntryLogsNothing(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        launchAndPlay(on: device)
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(connectionWarnings(on: device).allSatisfy { !$0.contains("role") })
        #expect(device.frontmostWindow === device.mainWindow)
    }
}

/// The startup self-check flags the misfiled entry before any scene connects.
@MainActor
@Suite("AirKit's startup self-check on a misfiled delegate")
struct MisfiledDelegateSelfCheckTests {
    @Test("AirKit's entry under the application role is reported as AK020 on every row", arguments: Platform.all)
    func misfiledEntryIsReported(platform: Platform) {
        let plist = InfoPlist.sceneManifest(externalDisplay: .airKit, application: .airKit)
        let device = SimulatedDevice(os: platform.os, sdk: platform.sdk, infoPlist: plist)
        _ = Air.shared
        let warnings = device.log.filter { $0.level == .error && $0.message.contains("self-check AK020") }
        #expect(warnings.contains { $0.message.contains("UIWindowSceneSessionRoleApplication") })
    }
}
