import AirKitStandIn
import Testing

/// The device's own screen: which windows are on it, how they stack and which one the user sees.
@MainActor
@Suite("The simulated device's own screen")
struct OwnScreenTests {
    /// A launched UIKit app whose main window shows an empty controller; returns the device and window.
    private func launchedApp() throws -> (SimulatedDevice, UIWindow) {
        let device = SimulatedDevice(os: 26, sdk: 26)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        return (device, try #require(device.mainWindow))
    }

    @Test("The launched app's window is the one the user sees")
    func launchedWindowIsFrontmost() throws {
        let (device, window) = try launchedApp()
        #expect(device.ownScreenWindows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(device.frontmostWindow === window)
    }

    @Test("A window shown later at the same level covers the app's window; hiding it uncovers it")
    func laterWindowCoversUntilHidden() throws {
        let (device, window) = try launchedApp()
        let scene = try #require(window.windowScene)
        let overlay = UIWindow(windowScene: scene)
        #expect(device.frontmostWindow === window, "a new window starts hidden")

        overlay.isHidden = false
        #expect(device.frontmostWindow === overlay)
        #expect(device.ownScreenWindows.last === overlay)

        overlay.isHidden = true
        #expect(device.frontmostWindow === window)
    }

    @Test("A lower level stays behind whatever the order; a higher one stays in front")
    func levelsDecideBeforeOrder() throws {
        let (device, window) = try launchedApp()
        let scene = try #require(window.windowScene)
        let below = UIWindow(windowScene: scene)
        below.windowLevel = UIWindow.Level(-1)
        below.isHidden = false
        #expect(device.frontmostWindow === window)

        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        alert.isHidden = false
        window.isHidden = true
        window.isHidden = false
        #expect(device.frontmostWindow === alert, "showing the app's window again does not lift it above an alert")
        #expect(device.ownScreenWindows.map(ObjectIdentifier.init) == [below, window, alert].map(ObjectIdentifier.init))
    }

    @Test("Windows on an external display are not on the device's own screen")
    func externalWindowsAreNotOwnScreenWindows() throws {
        let device = SimulatedDevice(os: 26, sdk: 26)
        device.launch(rootViewController: UIViewController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let external = UIWindow(windowScene: try #require(tv.scenes.first))
        external.isHidden = false

        #expect(!device.ownScreenWindows.contains { $0 === external })
        #expect(device.frontmostWindow === device.mainWindow)
        #expect(tv.shownWindow === external)
    }

    @Test("Every window starts at the normal level, 0")
    func defaultLevelIsNormal() throws {
        let (_, window) = try launchedApp()
        #expect(window.windowLevel == .normal)
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
    }
}
