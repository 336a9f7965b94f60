import Foundation

/// The app leaving and returning to the foreground, and the device locking.
///
/// The app's own scene walks the documented states (`Documentation/StandInSources.md#uiscene`, `UIScene.h`
/// and `UISceneDefinitions.h`, StandInSources.md#frozen-enums): `foregroundActive` → `sceneWillResignActive(_:)` →
/// `foregroundInactive` → `sceneDidEnterBackground(_:)` → `background`, and back through
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. What the external scene does is not
/// documented: it follows the app into the background, and its display shows the system instead of
/// the app, or the system disconnects it (the switch of
/// ``SimulationAssumption/externalScenesGoToTheBackgroundWithTheApp``). The app's scene resigns first,
/// so the external scene leaves while the app's scene is inactive
/// (``SimulationAssumption/theAppsSceneResignsBeforeExternalScenesLeave``). While the app is in the
/// background its controllers are not presented, so every registration reports unavailable and no
/// scene connects.
extension SimulatedDevice {
    /// Whether the app is in the background.
    public var isInBackground: Bool { lifecycle.isInBackground }

    /// Whether the device is locked.
    public var isLocked: Bool { lifecycle.isLocked }

    /// Control Center, Notification Center or an incoming call covers the app: its scene becomes
    /// `foregroundInactive`; external scenes stay as they are.
    public func resignActive() {
        makeCurrent()
        enqueue("resign active") { [self] in
            for scene in applicationScenes where scene.activationState == .foregroundActive { resign(scene) }
            appDelegateLifeCycle(.willResignActive)
        }
    }

    /// The covering system interface goes away: the app's scene becomes active again.
    public func becomeActive() {
        makeCurrent()
        enqueue("become active") { [self] in
            guard !lifecycle.isInBackground else { return }
            for scene in applicationScenes where scene.activationState == .foregroundInactive { becomeActive(scene) }
            appDelegateLifeCycle(.didBecomeActive)
        }
    }

    /// The user goes to the home screen or another app.
    public func moveToBackground() {
        makeCurrent()
        enqueue("move to background") { [self] in
            enterBackground()
        }
    }

    /// The user comes back to the app.
    public func moveToForeground() {
        makeCurrent()
        enqueue("move to foreground") { [self] in
            guard !lifecycle.isLocked else { return }
            enterForeground()
        }
    }

    /// The device locks (side button or auto-lock): the app goes to the background and the displays
    /// show the lock screen, not the app
    /// (``SimulationAssumption/aLockedDeviceShowsNoAppContentOnDisplays``).
    public func lock() {
        makeCurrent()
        enqueue("lock") { [self] in
            lifecycle.isLocked = true
            enterBackground()
        }
    }

    /// The user unlocks the device, back in the app.
    public func unlock() {
        makeCurrent()
        enqueue("unlock") { [self] in
            lifecycle.isLocked = false
            enterForeground()
        }
    }

    /// The app's own scenes: the main one, and any Stage Manager put on an extended display.
    var applicationScenes: [UIScene] {
        connectedScenes.filter { $0.session.role == .windowApplication }
    }

    private func enterBackground() {
        guard !lifecycle.isInBackground else { return }
        lifecycle.isInBackground = true
        appDelegateLifeCycle(.willResignActive)
        appDelegateLifeCycle(.didEnterBackground)
        for scene in applicationScenes where scene.activationState == .foregroundActive { resign(scene) }
        for record in externalScenes {
            if !behavior[.externalScenesGoToTheBackgroundWithTheApp] {
                disconnect(record)
            } else {
                if record.scene.activationState == .foregroundActive { resign(record.scene) }
                background(record.scene)
            }
        }
        for scene in applicationScenes { background(scene) }
        for registration in liveRegistrations { registration.setAvailable(false) }
        reportAvailabilityToDeclaredAccessories()
        needsLayoutPass = true
    }

    private func enterForeground() {
        guard lifecycle.isInBackground else { return }
        lifecycle.isInBackground = false
        appDelegateLifeCycle(.willEnterForeground)
        appDelegateLifeCycle(.didBecomeActive)
        let scenes = applicationScenes + externalScenes.map(\.scene)
        for scene in scenes where scene.activationState == .background {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        tellPlayersHowTheAppRuns()
        for scene in scenes where scene.activationState == .foregroundInactive { becomeActive(scene) }
        needsLayoutPass = true
        needsSystemPass = true
    }

    private func resign(_ scene: UIScene) {
        scene.delegate?.sceneWillResignActive(scene)
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        scene.activationState = .foregroundInactive
        needsSystemPass = true
    }

    private func becomeActive(_ scene: UIScene) {
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        needsSystemPass = true
    }

    private func background(_ scene: UIScene) {
        guard scene.activationState != .background else { return }
        scene.activationState = .background
        if scene.session.role == .windowApplication { tellPlayersHowTheAppRuns() }
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    }

    /// The configuration the app delegate returns for an accessory's scene, when the system asks it
    /// (``SimulationAssumption/accessoryScenesConsultTheAppDelegate``) and it returns another than the accessory's.
    /// The connecting session carries the accessory's configuration and role, and the options its `userInfo`.
    func appDelegateConfiguration(for registration: UISceneAccessoryRegistration) -> UISceneConfiguration? {
        guard behavior[.accessoryScenesConsultTheAppDelegate], let delegate = application.delegate else { return nil }
        let role = UISceneSession.Role.windowExternalDisplayNonInteractive
        let session = UISceneSession(
            role: role, configuration: registration.accessory.sceneConfiguration, persistentIdentifier: "connecting")
        let options = UIScene.ConnectionOptions(sceneAccessoryUserInfo: registration.accessory.userInfo)
        let returned = delegate.application(application, configurationForConnecting: session, options: options)
        return returned === registration.accessory.sceneConfiguration ? nil : returned
    }
}
