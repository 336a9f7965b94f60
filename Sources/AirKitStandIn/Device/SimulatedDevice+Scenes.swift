import Foundation

/// How the simulated system connects and disconnects scenes.
///
/// Sources, in the order the rules apply:
/// - iOS ≤ 26, or an app built with an SDK ≤ 26: "the system connected this scene automatically, and
///   your app opted out by declining to provide content for it" (`Documentation/StandInSources.md#external-display-contract`); the scene's
///   delegate comes from the manifest entry for the role (StandInSources.md#scene-manifest); the scene "is not something that
///   can be blocked" (StandInSources.md#external-display-contract, DTS thread 745553), so without an entry it connects with no delegate.
/// - iOS 27 with the iOS 27 SDK: "your app receives a scene with the
///   `UIWindowSceneSessionRoleExternalDisplayNonInteractive` role only after it registers a scene
///   accessory" (StandInSources.md#external-display-contract; otherwise 1 screen, 1 scene). See `SimulatedDevice+Accessories.swift`.
/// - Lifecycle: `scene(_:willConnectTo:options:)`, then foreground and, for the app's scene (and an
///   external one when ``SimulationAssumption/externalScenesBecomeForegroundActive`` says so), active; on disconnect, resign,
///   background, `sceneDidDisconnect(_:)` (StandInSources.md#uiscene; "When the app dismisses the view controller or the display
///   disconnects, the system disconnects the scene and calls `sceneDidDisconnect(_:)`", StandInSources.md#external-display-contract).
extension SimulatedDevice {
    /// A configuration and the delegate the system made for it.
    struct ResolvedConfiguration {
        let configuration: UISceneConfiguration
        let delegate: NSObject?
    }

    /// Runs after each turn: connects and disconnects external scenes to match the rules.
    func systemPass() {
        needsSystemPass = false
        for record in externalScenes where !record.display.isConnected && !isDisconnectDelayed(record.display) {
            disconnect(record)
        }
        disconnectScenesOfDepartedExtendedDisplays()
        guard let mainScene, mainScene.activationState == .foregroundActive else { return }
        let connected = displays.filter(\.isConnected)
        if offersExternalScenesOnlyToAccessories {
            reconcileAccessoryScenes(on: connected)
        } else {
            for display in connected where !externalScenes.contains(where: { $0.display === display }) {
                connectManifestScene(on: display)
            }
        }
    }

    private func connectManifestScene(on display: SimulatedDisplay) {
        let resolved = manifestConfiguration(for: .windowExternalDisplayNonInteractive)
        connectExternalScene(on: display, resolved: resolved, userInfo: nil, owner: .manifest)
    }

    func connectExternalScene(
        on display: SimulatedDisplay, resolved: ResolvedConfiguration, userInfo: Any?, owner: ExternalSceneRecord.Owner,
        deferrable: Bool = true
    ) {
        if deferrable, holdBackExternalScene(on: display, resolved: resolved, userInfo: userInfo, owner: owner) { return }
        let scene = connectScene(
            role: .windowExternalDisplayNonInteractive, resolved: resolved, screen: display.screen, userInfo: userInfo,
            register: { externalScenes.append(ExternalSceneRecord(display: display, scene: $0, owner: owner)) })
        if behavior[.externalScenesBecomeForegroundActive] {
            activate(scene)
        } else {
            enterForeground(scene)
        }
    }

    /// Brings a scene to `foregroundInactive` and leaves it there, as an SDK shipped in many apps saw for AirPlay
    /// scenes (``SimulationAssumption/externalScenesBecomeForegroundActive``).
    func enterForeground(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        needsSystemPass = true
    }

    /// Creates the session and scene, attaches the delegate and calls `scene(_:willConnectTo:options:)`.
    @discardableResult
    func connectScene(
        role: UISceneSession.Role, resolved: ResolvedConfiguration, screen: UIScreen, userInfo: Any?,
        urlContexts: Set<UIOpenURLContext> = [], beforeConnecting: (UIWindowScene) -> Void = { _ in },
        register: (UIWindowScene) -> Void = { _ in }
    ) -> UIWindowScene {
        let session = UISceneSession(
            role: role, configuration: resolved.configuration, persistentIdentifier: nextSessionIdentifier(role))
        let options = UIScene.ConnectionOptions(sceneAccessoryUserInfo: userInfo, urlContexts: urlContexts)
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.application = application
        session.scene = scene
        scene.place(on: screen)
        beforeConnecting(scene)
        if let delegate = resolved.delegate {
            if let sceneDelegate = delegate as? any UISceneDelegate {
                scene.delegate = sceneDelegate
            } else {
                recordFault("the delegate class \(type(of: delegate)) of a \(role.rawValue) scene does not adopt UISceneDelegate")
            }
        }
        connectedScenes.append(scene)
        register(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        needsLayoutPass = true
        return scene
    }

    func activate(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        needsSystemPass = true
    }

    func disconnect(_ record: ExternalSceneRecord) {
        let scene = record.scene
        externalScenes.removeAll { $0.scene === scene }
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
        needsLayoutPass = true
    }

    /// The configuration for a scene of `role` from the Info.plist manifest, passed through the app
    /// delegate's `application(_:configurationForConnecting:options:)`, with its delegate made.
    func manifestConfiguration(for role: UISceneSession.Role) -> ResolvedConfiguration {
        let entry = infoPlist.sceneConfiguration(for: role)
        let manifestConfiguration = UISceneConfiguration(name: entry?["UISceneConfigurationName"] as? String, sessionRole: role)
        let session = UISceneSession(role: role, configuration: manifestConfiguration, persistentIdentifier: "connecting")
        let configuration =
            application.delegate?.application(
                application, configurationForConnecting: session, options: UIScene.ConnectionOptions()) ?? manifestConfiguration
        return ResolvedConfiguration(configuration: configuration, delegate: makeDelegate(for: configuration, role: role))
    }

    /// Makes the delegate a configuration names: its `delegateClass`, else the `UISceneDelegateClassName`
    /// of the manifest entry with the configuration's name (`Documentation/StandInSources.md#external-display-contract`: "either by setting its
    /// `delegateClass` directly or by giving it a name that matches a configuration in your information
    /// property list scene manifest").
    func makeDelegate(for configuration: UISceneConfiguration, role: UISceneSession.Role) -> NSObject? {
        if let delegateClass = configuration.delegateClass {
            guard let delegate = classes.instantiate(delegateClass) else {
                recordFault("delegateClass \(delegateClass) is not registered with the simulated device's class registry")
                return nil
            }
            return delegate
        }
        let entry =
            configuration.name.flatMap { infoPlist.sceneConfiguration(named: $0) } ?? infoPlist.sceneConfiguration(for: role)
        guard let className = entry?["UISceneDelegateClassName"] as? String else { return nil }
        guard let delegate = classes.instantiate(named: className) else {
            recordFault(
                "Info.plist configuration for \(role.rawValue) names UISceneDelegateClassName \(className), but no class of that name could be loaded"
            )
            return nil
        }
        return delegate
    }

    /// The traits of a scene: its screen's scale; for the app's own scene, captured while the device
    /// records its screen or a display mirrors it (`Documentation/StandInSources.md#trait-collection`: "whether a scene is currently
    /// being mirrored or recorded").
    func traits(for scene: UIWindowScene) -> UITraitCollection {
        let isMain = scene.session.role == .windowApplication
        let captured = isMain && (isCapturingScreen || displays.contains(where: \.isMirroring))
        return UITraitCollection(
            displayScale: scene.screen.scale, sceneCaptureState: captured ? .active : .inactive,
            userInterfaceIdiom: idiom)
    }
}
