import AirKitStandIn
import Testing

/// iOS 26, or an app built with the iOS 26 SDK: the system offers the external scene by itself.
@MainActor
@Suite("Simulated device: the Info.plist path (iOS ≤ 26 or SDK ≤ 26)")
struct InfoPlistPathTests {
    private static let manifest = InfoPlist.sceneManifest(
        externalDisplay: .init(name: "External Display", delegateClassName: "RecordingSceneDelegate"))

    @Test(
        "The external scene connects with the manifest's delegate",
        arguments: [(os: 26, sdk: 26), (os: 27, sdk: 26), (os: 17, sdk: 26)])
    func sceneConnectsWithTheManifestDelegate(os: Int, sdk: Int) throws {
        let device = SimulatedDevice(os: os, sdk: sdk, infoPlist: Self.manifest)
        let collector = DelegateCollector(device: device)
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        let delegate = try #require(collector.delegates.first)
        #expect(collector.delegates.count == 1)
        #expect(delegate.events == ["willConnect UIWindowSceneSessionRoleExternalDisplayNonInteractive", "willEnterForeground"])
        #expect(UIScreen.screens.count == 2)
        #expect(tv.scenes.first?.activationState == .foregroundInactive, "the harder answer: never active")
        #expect(tv.shownTexts == ["On the TV"])
    }

    @Test("The display mirrors until a window is attached and unhidden, and again once it is hidden or dropped")
    func displayMirrorsUntilAWindowIsShown() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        let collector = DelegateCollector(device: device, policy: .hidden)
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()

        let delegate = try #require(collector.delegates.first)
        #expect(tv.scenes.count == 1)
        #expect(tv.isMirroring, "a hidden window does not end mirroring")
        #expect(tv.screen.mirrored === device.mainScreen)

        delegate.window?.isHidden = false
        #expect(!tv.isMirroring)
        #expect(tv.screen.mirrored == nil)

        delegate.window?.isHidden = true
        #expect(tv.isMirroring)

        delegate.window?.isHidden = false
        delegate.window = nil
        #expect(tv.isMirroring, "the scene does not keep a window alive")
    }

    @Test("Without a manifest entry the scene still connects, with no delegate, and the display mirrors")
    func sceneWithoutManifestEntryHasNoDelegate() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        let scene = try #require(tv.scenes.first)
        #expect(scene.delegate == nil)
        #expect(tv.isMirroring)
    }

    @Test("A manifest entry only under the deprecated role key is not read")
    func deprecatedRoleKeyIsNotRead() throws {
        let device = SimulatedDevice(
            os: 26, sdk: 26,
            infoPlist: InfoPlist.sceneManifest(
                deprecatedExternalDisplay: .init(name: "External", delegateClassName: "RecordingSceneDelegate")))
        let collector = DelegateCollector(device: device)
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(collector.delegates.isEmpty)
        #expect(tv.scenes.count == 1)
        #expect(tv.isMirroring)
    }

    @Test("A delegate class name the app does not define connects no delegate and records the fault")
    func unknownDelegateClassIsAFault() throws {
        let device = SimulatedDevice(
            os: 26, sdk: 26,
            infoPlist: InfoPlist.sceneManifest(
                externalDisplay: .init(name: "External", delegateClassName: "$(PRODUCT_MODULE_NAME).Missing")))
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        #expect(tv.isMirroring)
        #expect(device.faults.count == 1)
        #expect(device.faults.first?.contains("$(PRODUCT_MODULE_NAME).Missing") == true)
    }

    @Test("A display attached at launch gets its scene once the main scene is active")
    func displayConnectedAtLaunch() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        let collector = DelegateCollector(device: device)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.scenes.isEmpty, "no app is running yet")

        device.launch { Text("Main") }
        device.runUntilIdle()
        #expect(device.sceneRoles.first == "UIWindowSceneSessionRoleApplication")
        #expect(collector.delegates.count == 1)
        #expect(tv.shownTexts == ["On the TV"])
    }

    @Test("With the switch on, the external scene becomes active and resigns before it disconnects")
    func externalSceneBecomesActiveWhenTheSwitchSaysSo() throws {
        let device = SimulatedDevice(
            os: 26, sdk: 26, infoPlist: Self.manifest, behavior: .init([.externalScenesBecomeForegroundActive: true]))
        let collector = DelegateCollector(device: device)
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.scenes.first?.activationState == .foregroundActive)
        #expect(collector.delegates.first?.events.last == "didBecomeActive")

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(collector.delegates.first?.events.suffix(3) == ["willResignActive", "didEnterBackground", "didDisconnect"])
    }

    @Test("Each of two displays gets its own scene; disconnecting one disconnects only its scene")
    func twoDisplays() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        let collector = DelegateCollector(device: device)
        device.launch { Text("Main") }
        let tv = device.connectDisplay(.airPlay)
        let monitor = device.connectDisplay(.cable)
        device.runUntilIdle()

        #expect(collector.delegates.count == 2)
        #expect(UIScreen.screens.count == 3)
        #expect(monitor.screen.scale == 2)
        #expect(!tv.isMirroring && !monitor.isMirroring)

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(collector.delegates.first?.events.suffix(2) == ["didEnterBackground", "didDisconnect"])
        #expect(collector.delegates.last?.events.last == "willEnterForeground")
        #expect(device.sceneRoles.count == 2)
        #expect(!monitor.isMirroring)
    }

    @Test("A disconnected scene and its delegate are released")
    func disconnectedSceneIsReleased() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        weak var scene: UIWindowScene?
        weak var window: UIWindow?
        do {
            let collector = DelegateCollector(device: device)
            device.launch { Text("Main") }
            let tv = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            scene = tv.scenes.first
            window = collector.delegates.first?.window
            #expect(scene != nil && window != nil)
            device.disconnect(tv)
            device.runUntilIdle()
        }
        #expect(scene == nil)
        #expect(window == nil)
    }

    @Test("Screen recording marks the app's scene captured but is not a display")
    func screenCaptureIsNotADisplay() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        device.launch { Text("Main") }
        device.startScreenCapture()
        device.runUntilIdle()

        let mainScene = try #require(device.scenes.first as? UIWindowScene)
        #expect(mainScene.traitCollection.sceneCaptureState == .active)
        #expect(UIScreen.screens.count == 1)
        #expect(device.sceneRoles == ["UIWindowSceneSessionRoleApplication"])

        device.stopScreenCapture()
        device.runUntilIdle()
        #expect(mainScene.traitCollection.sceneCaptureState == .inactive)
    }
}
