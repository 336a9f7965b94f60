import AirKitStandIn
import Testing

/// The simulated device's app lifecycle: background, foreground and locking.
@MainActor
@Suite("Simulated device: background, foreground and lock")
struct LifecycleTests {
    private static let manifest = InfoPlist.sceneManifest(
        externalDisplay: .init(name: "TV", delegateClassName: "TV"), application: .init(name: "App", delegateClassName: "App"))

    private func launchedDevice(
        behavior: SimulatedDevice.Behavior = .init()
    ) -> (SimulatedDevice, app: AppSceneRecorder, tv: DelegateCollector) {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest, behavior: behavior)
        let app = AppSceneRecorder()
        device.classes.register(AppSceneRecorder.self, named: "App") { app }
        let tv = DelegateCollector(device: device, name: "TV")
        device.launch(appDelegate: nil)
        return (device, app, tv)
    }

    @Test("Going to the background walks the app's scene and the external scene to background; the display shows no app window")
    func backgroundWalksEveryScene() throws {
        let (device, app, tv) = launchedDevice()
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(display.shownTexts == ["On the TV"])

        device.moveToBackground()
        device.runUntilIdle()
        let appScene = app
        let tvScene = try #require(tv.delegates.first)
        #expect(appScene.events.suffix(2) == ["willResignActive", "didEnterBackground"])
        #expect(tvScene.events.last == "didEnterBackground")
        #expect(
            tvScene.events.contains("willResignActive") == tvScene.events.contains("didBecomeActive"),
            "the external scene resigns only if it became active")
        #expect(device.isInBackground)
        #expect(device.scenes.count == 2, "the external scene stays connected")
        #expect(display.isMirroring)

        device.moveToForeground()
        device.runUntilIdle()
        #expect(appScene.events.suffix(2) == ["willEnterForeground", "didBecomeActive"])
        #expect(tvScene.events.suffix(2) == ["willEnterForeground", "didBecomeActive"])
        #expect(tv.delegates.count == 1, "the same scene comes back")
        #expect(display.shownTexts == ["On the TV"])
    }

    @Test("With the other answer, the external scene disconnects in the background and a new one connects on return")
    func backgroundCanDisconnectTheExternalScene() throws {
        let (device, _, tv) = launchedDevice(behavior: .init([.externalScenesGoToTheBackgroundWithTheApp: false]))
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.moveToBackground()
        device.runUntilIdle()
        #expect(tv.delegates.first?.events.last == "didDisconnect")
        #expect(device.scenes.count == 1)
        #expect(display.isMirroring)

        device.moveToForeground()
        device.runUntilIdle()
        #expect(tv.delegates.count == 2)
        #expect(display.shownTexts == ["On the TV"])
    }

    @Test("A locked device stays in the background until unlocked; no scene connects meanwhile")
    func lockedDeviceStaysInBackground() {
        let (device, _, tv) = launchedDevice()
        device.lock()
        let display = device.connectDisplay(.cable)
        device.moveToForeground()
        device.runUntilIdle()
        #expect(device.isLocked && device.isInBackground)
        #expect(tv.delegates.isEmpty)
        #expect(display.isMirroring)

        device.unlock()
        device.runUntilIdle()
        #expect(!device.isInBackground)
        #expect(display.shownTexts == ["On the TV"])
    }

    @Test("Control Center makes the app's scene inactive and leaves the external scene showing")
    func resigningActiveKeepsTheDisplay() throws {
        let (device, app, _) = launchedDevice()
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.resignActive()
        device.runUntilIdle()
        #expect(app.events.last == "willResignActive")
        #expect(display.shownTexts == ["On the TV"])
        device.becomeActive()
        device.runUntilIdle()
        #expect(app.events.last == "didBecomeActive")
    }

    @Test("While the app is in the background, registrations report no display, and again one on return")
    func backgroundMakesRegistrationsUnavailable() throws {
        let controller = AccessoryViewController()
        let device = SimulatedDevice(os: 27, sdk: 27, idiom: .pad, infoPlist: Self.manifest)
        _ = DelegateCollector(device: device)
        device.launch(rootViewController: controller)
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let registration = try #require(controller.registration)
        #expect(registration.isAvailable)

        device.moveToBackground()
        device.runUntilIdle()
        #expect(!registration.isAvailable)
        device.moveToForeground()
        device.runUntilIdle()
        #expect(registration.isAvailable)
    }
}

/// The app's own scene delegate, recording what the system calls.
final class AppSceneRecorder: UIResponder, UIWindowSceneDelegate {
    var events: [String] = []

    func sceneWillEnterForeground(_ scene: UIScene) { events.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("didEnterBackground") }
}
