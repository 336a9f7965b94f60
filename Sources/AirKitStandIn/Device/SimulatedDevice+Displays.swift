import Foundation

extension SimulatedDevice {
    /// Connects an external display. The system notices it on the next turn.
    @discardableResult
    public func connectDisplay(_ description: SimulatedDisplay.Description) -> SimulatedDisplay {
        makeCurrent()
        let display = SimulatedDisplay(description: description, device: self)
        display.isConnected = false
        enqueue("connect \(description.connection.rawValue) display") { [self] in
            display.isConnected = true
            displays.append(display)
            needsSystemPass = true
            if runsAppDelegateLifeCycle {
                NotificationCenter.default.post(name: UIScreen.didConnectNotification, object: display.screen)
            }
        }
        return display
    }

    /// Disconnects a display; its scenes disconnect on the next turn.
    public func disconnect(_ display: SimulatedDisplay) {
        makeCurrent()
        enqueue("disconnect \(display.description.connection.rawValue) display") { [self] in
            display.isConnected = false
            displays.removeAll { $0 === display }
            needsSystemPass = true
            if runsAppDelegateLifeCycle {
                NotificationCenter.default.post(name: UIScreen.didDisconnectNotification, object: display.screen)
            }
        }
    }

    /// Starts recording the device's screen (Control Center's screen recording): the app's scene
    /// becomes captured, which is not an external display (AirKit's README).
    public func startScreenCapture() {
        makeCurrent()
        enqueue("start screen capture") { [self] in
            isCapturingScreen = true
            needsLayoutPass = true
        }
    }

    public func stopScreenCapture() {
        makeCurrent()
        enqueue("stop screen capture") { [self] in
            isCapturingScreen = false
            needsLayoutPass = true
        }
    }

    /// The connected displays, in connection order.
    public var connectedDisplays: [SimulatedDisplay] {
        displays.filter(\.isConnected)
    }

    /// What `UIScreen.screens` reports: the device's screen, then the screen of each display the app
    /// has a scene on. A display without a scene is invisible to the app (an observation of
    /// apps on iOS 27 that Apple does not document). In the app-delegate life cycle, which has no
    /// scenes, every connected display (``SimulationAssumption/appDelegateLifeCycleHasNoScenes``).
    var screens: [UIScreen] {
        if runsAppDelegateLifeCycle { return [mainScreen] + displays.filter(\.isConnected).map(\.screen) }
        return [mainScreen] + displays.filter { display in externalScenes.contains { $0.display === display } }.map(\.screen)
    }

    func mirroredScreen(for screen: UIScreen) -> UIScreen? {
        displays.first { $0.screen === screen && $0.isMirroring }.map { _ in mainScreen }
    }
}
