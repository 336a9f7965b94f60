import AirKitStandIn
import Testing

/// iOS 27 with the iOS 27 SDK: the external scene exists only for a scene accessory registration.
@MainActor
@Suite("Simulated device: the scene accessory path (iOS 27, SDK 27)")
struct SceneAccessoryPathTests {
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

    @Test("Without a registration the Info.plist role is ignored: one scene, and the display mirrors")
    func noRegistrationMeansNoScene() {
        let (device, collector) = launchedDevice(root: UIViewController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(device.sceneRoles == ["UIWindowSceneSessionRoleApplication"])
        #expect(UIScreen.screens.count == 1)
        #expect(collector.delegates.isEmpty)
        #expect(tv.isMirroring)
    }

    @Test("A presented controller's registration gets the scene, with its delegate class and user info")
    func registrationGetsTheScene() throws {
        let controller = AccessoryViewController(userInfo: "player-1")
        let (device, collector) = launchedDevice(root: controller)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        let delegate = try #require(collector.delegates.first)
        #expect(delegate.receivedUserInfo as? String == "player-1")
        #expect(device.sceneRoles.last == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(tv.shownTexts == ["On the TV"])
        #expect(device.presentedRegistration === controller.registration)
    }

    @Test("Unregistering disconnects the scene and the display mirrors again")
    func unregisteringDisconnects() throws {
        let controller = AccessoryViewController()
        let (device, collector) = launchedDevice(root: controller)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(!tv.isMirroring)

        controller.unregister()
        device.runUntilIdle()
        #expect(collector.delegates.first?.events.last == "didDisconnect")
        #expect(device.sceneRoles.count == 1)
        #expect(tv.isMirroring)
    }

    @Test("Dismissing the registering controller disconnects the scene")
    func dismissingDisconnects() throws {
        let root = UIViewController()
        let (device, collector) = launchedDevice(root: root)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let player = AccessoryViewController()
        root.present(player, animated: true)
        device.runUntilIdle()
        #expect(collector.delegates.count == 1)
        #expect(!tv.isMirroring)

        player.dismiss(animated: true)
        device.runUntilIdle()
        #expect(collector.delegates.first?.events.last == "didDisconnect")
        #expect(tv.isMirroring)
        #expect(player.registration?.isAvailable == false)
    }

    @Test("With the switch on, disabling the registration disconnects the scene; enabling it connects a new one")
    func disablingAndEnabling() throws {
        let controller = AccessoryViewController()
        let (device, collector) = launchedDevice(
            root: controller,
            behavior: .init([.disablingDisconnectsTheScene: true, .everyPresentedRegistrationSeesAvailability: true]))
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let registration = try #require(controller.registration)

        registration.isEnabled = false
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(registration.isAvailable, "availability is the system's and does not follow isEnabled")

        registration.isEnabled = true
        device.runUntilIdle()
        #expect(collector.delegates.count == 2)
        #expect(!tv.isMirroring)
    }

    @Test("By default, disabling hides the scene: it stays connected, the display mirrors, and enabling shows it again")
    func disablingHidesTheScene() throws {
        let controller = AccessoryViewController()
        let (device, collector) = launchedDevice(root: controller)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let registration = try #require(controller.registration)
        let scene = try #require(tv.scenes.first)

        registration.isEnabled = false
        device.runUntilIdle()
        #expect(tv.isMirroring, "the scene's window is there but not shown")
        #expect(tv.scenes.first === scene)
        #expect(collector.delegates.first?.events.last != "didDisconnect")
        #expect(!registration.isAvailable, "by default only the enabled winner is told")

        registration.isEnabled = true
        device.runUntilIdle()
        #expect(collector.delegates.count == 1)
        #expect(tv.shownTexts == ["On the TV"])
    }

    @Test("By default a child controller's registration is not presented; with the switch on it is")
    func childRegistrationCountsOnlyWithTheSwitch() throws {
        for countsChildren in [false, true] {
            let root = UIViewController()
            let child = AccessoryViewController(userInfo: "child")
            let (device, collector) = launchedDevice(
                root: root, behavior: .init([.representableControllersCountAsPresented: countsChildren]))
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let tv = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            #expect(collector.delegates.count == (countsChildren ? 1 : 0))
            #expect(tv.isMirroring == !countsChildren)
        }
    }

    @Test("isAvailable reaches updateProperties() through observation tracking")
    func availabilityReachesUpdateProperties() throws {
        let controller = AccessoryViewController()
        let (device, _) = launchedDevice(root: controller)
        device.runUntilIdle()
        #expect(controller.availabilitySeenInUpdateProperties == [false])

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(controller.availabilitySeenInUpdateProperties == [false, true])

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(controller.availabilitySeenInUpdateProperties == [false, true, false])
    }

    @Test("Of two registering controllers the topmost, most recently presented one wins; dismissing it hands back")
    func topmostRegistrationWins() throws {
        let covered = AccessoryViewController(userInfo: "covered")
        let (device, collector) = launchedDevice(
            root: covered, behavior: .init([.everyPresentedRegistrationSeesAvailability: true]))
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(collector.delegates.last?.receivedUserInfo as? String == "covered")

        let top = AccessoryViewController(userInfo: "top")
        covered.present(top, animated: true)
        device.runUntilIdle()
        #expect(device.presentedRegistration === top.registration)
        #expect(collector.delegates.count == 2)
        #expect(collector.delegates.first?.events.last == "didDisconnect")
        #expect(collector.delegates.last?.receivedUserInfo as? String == "top")
        #expect(
            covered.registration?.isAvailable == true, "with the switch on, a covered but presented controller sees availability")

        top.dismiss(animated: true)
        device.runUntilIdle()
        #expect(device.presentedRegistration === covered.registration)
        #expect(collector.delegates.last?.receivedUserInfo as? String == "covered")
        #expect(!tv.isMirroring)
    }

    @Test("Among controllers on the same screen the most recent registration wins")
    func mostRecentRegistrationWinsOnTheSameScreen() throws {
        let root = UIViewController()
        let first = AccessoryViewController(userInfo: "first")
        let second = AccessoryViewController(userInfo: "second")
        let (device, collector) = launchedDevice(root: root, behavior: .init([.representableControllersCountAsPresented: true]))
        for child in [first, second] {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(collector.delegates.map { $0.receivedUserInfo as? String } == ["second"])
    }

    @Test("A registration the app does not keep is gone, unless the system is assumed to keep it")
    func droppedRegistration() throws {
        let (device, _) = launchedDevice(root: AccessoryViewController(keepsRegistration: false))
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.isMirroring)

        let (keepingDevice, _) = launchedDevice(
            root: AccessoryViewController(keepsRegistration: false), behavior: .init([.systemHoldsRegistrationsWeakly: false]))
        let otherTV = keepingDevice.connectDisplay(.airPlay)
        keepingDevice.runUntilIdle()
        #expect(!otherTV.isMirroring)
    }

    @Test("Registrations that start disabled present nothing until enabled")
    func registrationsStartingDisabled() throws {
        let controller = AccessoryViewController()
        let (device, _) = launchedDevice(root: controller, behavior: .init([.registrationsStartEnabled: false]))
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.isMirroring)

        controller.registration?.isEnabled = true
        device.runUntilIdle()
        #expect(!tv.isMirroring)
    }

    @Test("Calling registerSceneAccessory(_:) on iOS 26 is recorded as the crash it would be")
    func registeringOnIOS26IsAFault() {
        let device = SimulatedDevice(os: 26, sdk: 27, infoPlist: Self.manifest)
        device.launch(rootViewController: AccessoryViewController())
        device.runUntilIdle()
        #expect(device.faults.count == 1)
        #expect(device.sceneAccessoryRegistrations.isEmpty)
    }

    @Test("A hidden main window presents nothing")
    func hiddenWindowIsNotPresented() throws {
        let controller = AccessoryViewController()
        let (device, _) = launchedDevice(root: controller)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.mainWindow?.isHidden = true
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(controller.registration?.isAvailable == false)
    }
}
