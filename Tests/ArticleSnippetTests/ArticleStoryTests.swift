import AirKitStandIn
import Testing

/// The app code of the articles AirKit answers, compiled unchanged against the stand-in and run on the
/// simulated device: the device reproduces what their authors saw. The articles are named in each
/// file's header: the iOS 27 external-display write-up (`IOS27WriteUp*.swift`) and Use Your Loaf's
/// "SwiftUI Supporting External Screens" (`UseYourLoaf*.swift`).
@MainActor
@Suite("The articles' app code on the simulated device")
struct ArticleStoryTests {
    private static let writeUpManifest = InfoPlist.sceneManifest(
        externalDisplay: .init(name: "External Display", delegateClassName: "ExternalDisplaySceneDelegate"))

    /// The write-up's registrar registers on a representable's child controller, which gets the scene
    /// only if such controllers count as presented: the device takes the easier answers to the open
    /// questions, under which the article's author saw the code work.
    private func device(os: Int, sdk: Int) -> SimulatedDevice {
        let device = SimulatedDevice(os: os, sdk: sdk, idiom: .pad, infoPlist: Self.writeUpManifest, behavior: .easierAnswers)
        device.classes.register(ExternalDisplaySceneDelegate.self, named: "ExternalDisplaySceneDelegate") {
            ExternalDisplaySceneDelegate()
        }
        return device
    }

    @Test("The iOS 27 write-up, section 二: with the iOS 27 SDK and only the Info.plist role, the app sees 1 screen, 1 scene, and the TV mirrors")
    func infoPlistRoleAloneIsIgnoredWithTheIOS27SDK() throws {
        let device = device(os: 27, sdk: 27)
        device.launch { Text("Player") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        let data = writeUpExternalDisplayDiagnostics()
        #expect(data["uiScreenCount"] as? Int == 1)
        #expect(data["windowSceneCount"] as? Int == 1)
        #expect(data["sceneRoles"] as? [String] == ["UIWindowSceneSessionRoleApplication"])
        #expect(writeUpExternalSceneDetection() == nil)
        #expect(tv.isMirroring)
        #expect(device.faults.isEmpty)
    }

    @Test("The iOS 27 write-up, section 五: the accessory registrar behind a TabView gets the external scene on iOS 27")
    func accessoryRegistrarGetsTheExternalScene() throws {
        let device = device(os: 27, sdk: 27)
        device.launch { WriteUpTabInterface() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        let data = writeUpExternalDisplayDiagnostics()
        #expect(data["uiScreenCount"] as? Int == 2)
        #expect(
            device.sceneRoles == ["UIWindowSceneSessionRoleApplication", "UIWindowSceneSessionRoleExternalDisplayNonInteractive"])
        #expect(writeUpExternalSceneDetection() != nil)
        #expect(tv.shownTexts == ["External display content"])
        #expect(device.faults.isEmpty)
    }

    @Test("The iOS 27 write-up, section 五: the registration reports availability while a display is connected")
    func registrationIsAvailableWhileADisplayIsConnected() throws {
        let device = device(os: 27, sdk: 27)
        device.launch { WriteUpTabInterface() }
        device.runUntilIdle()
        let registration = try #require(device.sceneAccessoryRegistrations.first)
        #expect(!registration.isAvailable)

        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(registration.isAvailable)

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!registration.isAvailable)
        #expect(device.sceneRoles == ["UIWindowSceneSessionRoleApplication"])
    }

    @Test("The iOS 27 write-up, section 五: the same app built with the iOS 26 SDK gets the scene from its Info.plist")
    func iOS26SDKBuildUsesTheInfoPlistRole() throws {
        let device = device(os: 27, sdk: 26)
        device.launch { Text("Player") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(device.sceneRoles.count == 2)
        #expect(tv.shownTexts == ["External display content"])
    }

    @Test(
        "Use Your Loaf's approach 3: on iOS 16 and later the deprecated role check fails, so the TV gets the phone's interface and takes key status"
    )
    func deprecatedRoleCheckSendsThePhoneInterfaceToTheTV() throws {
        let appDelegate = AppDelegate()
        appDelegate.store.message = "Hello TV"
        let device = SimulatedDevice(
            os: 26, sdk: 26,
            infoPlist: InfoPlist.sceneManifest(
                externalDisplay: .init(name: "External", delegateClassName: "Banner.SceneDelegate"),
                application: .init(name: "Default", delegateClassName: "Banner.SceneDelegate")))
        device.classes.register(SceneDelegate.self, named: "Banner.SceneDelegate") { SceneDelegate() }
        device.launch(appDelegate: appDelegate)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(device.mainWindow.map(device.texts(in:)) == ["Enter message to display", "Hello TV"])
        #expect(tv.shownTexts == ["Enter message to display", "Hello TV"])
        #expect(device.keyWindow === tv.shownWindow)
    }
}
