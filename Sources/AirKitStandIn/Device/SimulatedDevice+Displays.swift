import Foundation

extension SimulatedDevice {
    /// Connects an external display. The system notices it on the next turn. Where displays do not
    /// coexist (``SimulationAssumption/externalDisplaysCoexist`` off), the displays connected before
    /// leave on the turn after, as if unplugged.
    @discardableResult
    public func connectDisplay(_ description: SimulatedDisplay.Description) -> SimulatedDisplay {
        makeCurrent()
        let display = SimulatedDisplay(description: description, device: self)
        display.isConnected = false
        enqueue("connect \(description.connection.rawValue) display") { [self] in
            let takenOver = behavior[.externalDisplaysCoexist] ? [] : displays
            display.isConnected = true
            displays.append(display)
            needsSystemPass = true
            announceAudioRouteChange()
            if runsAppDelegateLifeCycle {
                NotificationCenter.default.post(name: UIScreen.didConnectNotification, object: display.screen)
            }
            // Where displays do not coexist (SimulationAssumption.externalDisplaysCoexist), the new one
            // takes over: the others leave on the next turn, after its scene connected.
            for other in takenOver { disconnect(other) }
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
            announceAudioRouteChange()
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

    /// The app set `screen.currentMode`: the display switches on the next turn, resizing the windows
    /// on its scenes and posting `UIScreen.modeDidChangeNotification`, unless it refuses
    /// (``SimulatedDisplay/Description/acceptsModeRequests``,
    /// ``SimulationAssumption/airPlayReceiversIgnoreTheRequestedMode``). A mode the screen does not
    /// offer is a fault: UIKit's modes are the screen's own objects.
    func requestMode(_ mode: UIScreenMode, of screen: UIScreen) {
        guard screen.modes.contains(where: { $0 === mode }) else {
            recordFault("UIScreen.currentMode was set to a mode that is not one of the screen's availableModes")
            return
        }
        guard let display = displays.first(where: { $0.screen === screen }) else { return }
        let refuses =
            !display.description.acceptsModeRequests
            || (display.description.connection == .airPlay && behavior[.airPlayReceiversIgnoreTheRequestedMode])
        guard !refuses else { return }
        enqueue("switch \(display.description.connection.rawValue) display to \(Int(mode.size.width))×\(Int(mode.size.height))") {
            [self] in
            guard display.isConnected, screen.modeInUse !== mode else { return }
            screen.modeInUse = mode
            screenBoundsDidChange(screen)
            NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: screen)
        }
    }

    /// The screen's bounds changed (a new mode, an overscan compensation): UIKit sizes the windows on
    /// its scenes to the new bounds.
    func screenBoundsDidChange(_ screen: UIScreen) {
        for record in externalScenes where record.display.screen === screen {
            for window in record.scene.windows { window.frame = screen.bounds }
        }
        needsLayoutPass = true
    }
}
