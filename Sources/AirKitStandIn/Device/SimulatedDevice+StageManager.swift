import Foundation

/// An iPad with Stage Manager and an external display: the display extends the iPad's interface.
///
/// With Stage Manager on, an iPad's external display is an extended, interactive display: the system
/// puts the app's own windows there as `UIWindowSceneSessionRoleApplication` scenes, and the app gets
/// no `UIWindowSceneSessionRoleExternalDisplayNonInteractive` scene for it on any path
/// (``SimulationAssumption/stageManagerExtendsTheDisplayWithApplicationScenes``). Scene accessories
/// still see the display as available (``SimulationAssumption/extendedDisplaysLeaveAccessoriesAvailable``),
/// which is the harder answer for an app that takes availability for a promise of a scene.
extension SimulatedDevice {
    /// Connects a display to an iPad with Stage Manager on. The system opens a new application scene on
    /// it with the app's window group (a SwiftUI app gets a second window with its content; a UIKit
    /// app's scene delegate makes its own) and no non-interactive scene. On an iPhone, which has no
    /// Stage Manager, it records a fault and connects the display as usual.
    @discardableResult
    public func connectExtendedDisplay(_ description: SimulatedDisplay.Description) -> SimulatedDisplay {
        makeCurrent()
        guard idiom == .pad else {
            recordFault("Stage Manager runs only on iPad; the display was connected as on an iPhone")
            return connectDisplay(description)
        }
        let display = SimulatedDisplay(description: description, device: self)
        display.isConnected = false
        enqueue("connect \(description.connection.rawValue) display with Stage Manager") { [self] in
            display.isConnected = true
            displays.append(display)
            lifecycle.extendedScenes[ObjectIdentifier(display)] = connectApplicationScene(on: display.screen)
            needsSystemPass = true
        }
        return display
    }

    /// Whether Stage Manager extends the app onto this display.
    public func isExtended(_ display: SimulatedDisplay) -> Bool {
        lifecycle.extendedScenes[ObjectIdentifier(display)] != nil
    }

    /// The strings the app's own window shows on an extended display.
    public func extendedTexts(on display: SimulatedDisplay) -> [String] {
        guard let scene = lifecycle.extendedScenes[ObjectIdentifier(display)] else { return [] }
        return scene.windows.filter { !$0.isHidden }.flatMap(texts(in:))
    }

    /// Opens an application scene on `screen`, with a window of the app's window group when it is a
    /// SwiftUI app.
    private func connectApplicationScene(on screen: UIScreen) -> UIWindowScene {
        let resolved = manifestConfiguration(for: .windowApplication)
        let scene = connectScene(role: .windowApplication, resolved: resolved, screen: screen, userInfo: nil)
        if let makeRoot = lifecycle.makeWindowGroupRoot {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = makeRoot()
            systemOwnedWindows.append(window)
            window.isHidden = false
        }
        activate(scene)
        return scene
    }

    /// Disconnects the application scene of each extended display that left.
    func disconnectScenesOfDepartedExtendedDisplays() {
        for (identifier, scene) in lifecycle.extendedScenes
        where !displays.contains(where: { ObjectIdentifier($0) == identifier }) {
            lifecycle.extendedScenes[identifier] = nil
            disconnectApplicationScene(scene)
        }
    }

    private func disconnectApplicationScene(_ scene: UIWindowScene) {
        connectedScenes.removeAll { $0 === scene }
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
        systemOwnedWindows.removeAll { $0.windowScene === scene }
        hierarchyDidChange()
    }
}
