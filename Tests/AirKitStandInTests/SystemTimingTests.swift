import AirKitStandIn
import Testing

/// Scene events that arrive late, displays the system declines, app delegates consulted for
/// accessories, and Stage Manager's extended displays.
@MainActor
@Suite("Simulated device: late scenes, declined and extended displays")
struct SystemTimingTests {
    private static let manifest = InfoPlist.sceneManifest(
        externalDisplay: .init(name: "External Display", delegateClassName: "RecordingSceneDelegate"))

    private func launchedDevice(
        root: UIViewController, behavior: SimulatedDevice.Behavior = .init()
    ) -> (SimulatedDevice, DelegateCollector) {
        let device = SimulatedDevice(os: 27, sdk: 27, idiom: .pad, infoPlist: Self.manifest, behavior: behavior)
        let collector = DelegateCollector(device: device)
        device.launch(rootViewController: root)
        return (device, collector)
    }

    @Test("A delayed scene arrives turns after the decision")
    func delayedSceneArrivesLate() {
        let (device, collector) = launchedDevice(root: AccessoryViewController())
        device.sceneConnectionDelay = 3
        device.runUntilIdle()
        let display = device.connectDisplay(.airPlay)
        device.runTurn()
        #expect(device.pendingExternalSceneCount == 1)
        #expect(device.scenes.count == 1)
        #expect(collector.delegates.allSatisfy { $0.events.isEmpty }, "a delegate may be made, but no scene reaches it")
        device.runUntilIdle()
        #expect(device.pendingExternalSceneCount == 0)
        #expect(display.shownTexts == ["On the TV"])
    }

    @Test(
        "A scene that arrives after the registration was disabled connects as decided, then is taken away",
        arguments: [true, false]
    )
    func lateSceneForADisabledRegistrationComesAndGoes(disablingDisconnects: Bool) throws {
        let controller = AccessoryViewController()
        let (device, collector) = launchedDevice(
            root: controller, behavior: .init([.disablingDisconnectsTheScene: disablingDisconnects]))
        device.sceneConnectionDelay = 2
        let display = device.connectDisplay(.airPlay)
        device.runTurn()
        try #require(controller.registration).isEnabled = false
        device.runUntilIdle()
        let delegate = try #require(collector.delegates.first)
        #expect(delegate.events.first == "willConnect UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        if disablingDisconnects {
            #expect(delegate.events.last == "didDisconnect")
        } else {
            #expect(!delegate.events.contains("didDisconnect"), "a disabled registration keeps its scene, hidden")
        }
        #expect(display.isMirroring)
    }

    @Test("A late disconnect: the display leaves the screens at once and the scene hears of it turns later")
    func lateDisconnect() throws {
        let (device, collector) = launchedDevice(root: AccessoryViewController())
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.disconnect(display, sceneDisconnectDelay: 3)
        device.runTurn()
        #expect(UIScreen.screens.count == 1)
        #expect(display.isMirroring == false && display.shownWindow == nil)
        #expect(try #require(collector.delegates.first).events.last != "didDisconnect")
        device.runUntilIdle()
        #expect(try #require(collector.delegates.first).events.last == "didDisconnect")
    }

    @Test("A declined display gets no scene while its registration reports it available")
    func declinedDisplay() throws {
        let controller = AccessoryViewController()
        let (device, collector) = launchedDevice(root: controller)
        let display = device.connectDisplay(.airPlay)
        device.declineExternalScenes(on: display)
        device.runUntilIdle()
        #expect(device.scenes.count == 1)
        #expect(collector.delegates.allSatisfy { $0.events.isEmpty })
        #expect(try #require(controller.registration).isAvailable)

        device.allowExternalScenes(on: display)
        device.runUntilIdle()
        #expect(display.shownTexts == ["On the TV"])
    }

    @Test("The app delegate is consulted for an accessory's scene and its configuration wins", arguments: [true, false])
    func appDelegateConsultedForAccessories(consulted: Bool) throws {
        // A UIKit app built with the iOS 27 SDK launches only with a delegate for its own scene; this one makes no window.
        let manifest = InfoPlist.sceneManifest(
            externalDisplay: .init(name: "External Display", delegateClassName: "RecordingSceneDelegate"),
            application: .init(name: "App", delegateClassName: "ElsewhereSceneDelegate"))
        let device = SimulatedDevice(
            os: 27, sdk: 27, infoPlist: manifest, behavior: .init([.accessoryScenesConsultTheAppDelegate: consulted]))
        let recording = DelegateCollector(device: device)
        device.classes.register(ElsewhereSceneDelegate.self, named: "ElsewhereSceneDelegate") { ElsewhereSceneDelegate() }
        let replacing = ReplacingAppDelegate()
        let controller = AccessoryViewController()
        device.launch(appDelegate: replacing)
        device.runUntilIdle()
        try #require(device.mainWindow == nil)
        let window = UIWindow(windowScene: try #require(device.scenes.first as? UIWindowScene))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(replacing.askedForAccessory == consulted)
        #expect(recording.delegates.count == (consulted ? 0 : 1))
        #expect((device.scenes.last?.delegate is ElsewhereSceneDelegate) == consulted)
        #expect(device.scenes.first?.delegate is ElsewhereSceneDelegate)
        #expect(device.faults.isEmpty)
        _ = window
    }

    @Test("Stage Manager extends the display with an application scene and no non-interactive scene")
    func stageManagerExtends() throws {
        let device = SimulatedDevice(os: 27, sdk: 27, idiom: .pad, infoPlist: Self.manifest)
        let collector = DelegateCollector(device: device)
        device.launch { Text("App") }
        let display = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        #expect(device.isExtended(display))
        #expect(device.sceneRoles == ["UIWindowSceneSessionRoleApplication", "UIWindowSceneSessionRoleApplication"])
        #expect(device.extendedTexts(on: display) == ["App"])
        #expect(collector.delegates.isEmpty)

        device.disconnect(display)
        device.runUntilIdle()
        #expect(device.sceneRoles == ["UIWindowSceneSessionRoleApplication"])
        #expect(device.faults.isEmpty)
    }

    @Test("An iPhone has no Stage Manager: the display connects as usual and a fault says so")
    func stageManagerNeedsAnIPad() {
        let device = SimulatedDevice(os: 26, sdk: 26, idiom: .phone, infoPlist: Self.manifest)
        _ = DelegateCollector(device: device)
        device.launch { Text("App") }
        let display = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        #expect(!device.isExtended(display))
        #expect(display.shownTexts == ["On the TV"])
        #expect(device.faults.count == 1)
    }
}

/// An app delegate that hands every external-display session a configuration of its own, as code
/// written before iOS 27 may.
private final class ReplacingAppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var askedForAccessory = false

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        guard connectingSceneSession.role == .windowExternalDisplayNonInteractive else {
            return connectingSceneSession.configuration
        }
        if options.sceneAccessoryUserInfo != nil || connectingSceneSession.configuration.delegateClass != nil {
            askedForAccessory = true
        }
        let configuration = UISceneConfiguration(name: "Elsewhere", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ElsewhereSceneDelegate.self
        return configuration
    }
}

/// The app's own scene delegate, also handed out for external displays, which shows nothing.
private final class ElsewhereSceneDelegate: UIResponder, UIWindowSceneDelegate {}
