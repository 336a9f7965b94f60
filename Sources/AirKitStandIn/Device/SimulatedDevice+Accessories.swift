import Foundation

/// How the simulated system treats scene accessory registrations (iOS 27 with the iOS 27 SDK).
///
/// Sources:
/// - "While your app presents the view controller, the registration is enabled, and an external display
///   is available, the system connects the noninteractive external-display scene." (`Documentation/StandInSources.md#external-display-contract`)
/// - "If more than one view controller in your app registers an external-display accessory, the system
///   presents the registration that belongs to the topmost, most recently presented view controller." (StandInSources.md#uiviewcontroller)
/// - `unregisterSceneAccessory(_:)`: "If the scene accessory associated to this registration is currently
///   being presented, it will be dismissed." (StandInSources.md#scene-accessories); dismissing the controller disconnects the scene (StandInSources.md#external-display-contract).
/// - `isAvailable` is system-owned and observable in `updateProperties` (StandInSources.md#scene-accessories, StandInSources.md#uiview).
/// What the sources leave open (default of `isEnabled`, effect of disabling, which registrations see
/// availability, child controllers, dropped registrations) follows ``SimulationAssumption``.
extension SimulatedDevice {
    func register(_ accessory: UISceneAccessory, on controller: UIViewController) -> UISceneAccessoryRegistration {
        makeCurrent()
        let registration = UISceneAccessoryRegistration(
            accessory: accessory, controller: controller, device: self, isEnabled: behavior[.registrationsStartEnabled],
            order: nextRegistrationOrder())
        guard os >= 27, sdk >= 27 else {
            recordFault(
                "registerSceneAccessory(_:) called on iOS \(os) with the iOS \(sdk) SDK: the method is iOS 27 API "
                    + "(an app would crash with an unrecognized selector, or not compile)")
            return registration
        }
        registrations.append(RegistrationRecord(registration, keepAlive: !behavior[.systemHoldsRegistrationsWeakly]))
        needsSystemPass = true
        return registration
    }

    func unregister(_ registration: UISceneAccessoryRegistration, from controller: UIViewController) {
        makeCurrent()
        guard registration.controller === controller else {
            recordFault("unregisterSceneAccessory(_:) called on a view controller that does not own the registration")
            return
        }
        registrations.removeAll { $0.identifier == ObjectIdentifier(registration) }
        registration.setAvailable(false)
        needsSystemPass = true
    }

    func registrationsDidChange() {
        needsSystemPass = true
    }

    /// The view controller a registration was made on, while it lives.
    public func registeringController(of registration: UISceneAccessoryRegistration) -> UIViewController? {
        registration.controller
    }

    /// The registrations the system still holds, in registration order.
    var liveRegistrations: [UISceneAccessoryRegistration] {
        registrations.compactMap(\.registration)
    }

    /// The registration the system would present: among those whose controllers are presented, the
    /// topmost (deepest presentation), then the most recently presented, then the most recently registered.
    var winningRegistration: UISceneAccessoryRegistration? {
        liveRegistrations.filter { isPresented($0.controller) }.max { rank(of: $0).lexicographicallyPrecedes(rank(of: $1)) }
    }

    /// Connects, replaces or disconnects accessory scenes so each display shows the winner's, while the
    /// winner is enabled; a disabled winner's scenes disconnect or stay, hidden
    /// (``SimulationAssumption/disablingDisconnectsTheScene``).
    func reconcileAccessoryScenes(on connected: [SimulatedDisplay]) {
        registrations.removeAll { $0.registration == nil }
        syncDeclaredAccessories()
        let winner = winningRegistration
        for registration in liveRegistrations {
            registration.setAvailable(!connected.isEmpty && seesAvailability(registration, winner: winner))
        }
        reportAvailabilityToDeclaredAccessories()
        let keepsScenes = winner.map { $0.isEnabled || !behavior[.disablingDisconnectsTheScene] } ?? false
        let owner = winner.flatMap { keepsScenes ? ExternalSceneRecord.Owner.registration(ObjectIdentifier($0)) : nil }
        for record in externalScenes where record.owner != owner {
            disconnect(record)
        }
        guard let winner, let owner, winner.isEnabled else { return }
        for display in connected where !externalScenes.contains(where: { $0.display === display }) {
            connectExternalScene(
                on: display, resolved: accessoryConfiguration(for: winner), userInfo: winner.accessory.userInfo, owner: owner)
        }
    }

    private func accessoryConfiguration(for registration: UISceneAccessoryRegistration) -> ResolvedConfiguration {
        let configuration = registration.accessory.sceneConfiguration
        if declaredAccessory(for: registration) == nil, let replaced = appDelegateConfiguration(for: registration) {
            return ResolvedConfiguration(
                configuration: replaced, delegate: makeDelegate(for: replaced, role: .windowExternalDisplayNonInteractive))
        }
        if let declared = declaredAccessory(for: registration) {
            return ResolvedConfiguration(
                configuration: configuration, delegate: DeclaredAccessorySceneDelegate(accessory: declared))
        }
        return ResolvedConfiguration(
            configuration: configuration, delegate: makeDelegate(for: configuration, role: .windowExternalDisplayNonInteractive))
    }

    /// Whether a registration reports `isAvailable == true` while a display is connected: every presented
    /// one, or only the winner while enabled (``SimulationAssumption/everyPresentedRegistrationSeesAvailability``).
    private func seesAvailability(_ registration: UISceneAccessoryRegistration, winner: UISceneAccessoryRegistration?) -> Bool {
        if behavior[.everyPresentedRegistrationSeesAvailability] {
            return isPresented(registration.controller)
        }
        return registration === winner && registration.isEnabled
    }

    /// Whether a display's scene shows nothing of the app because its registration is disabled and the
    /// system hides rather than disconnects (``SimulationAssumption/disablingDisconnectsTheScene``): the
    /// display mirrors, whatever windows the scene has.
    func hidesContent(of scene: UIWindowScene) -> Bool {
        guard let record = externalScenes.first(where: { $0.scene === scene }),
            case .registration(let identifier) = record.owner
        else { return false }
        return liveRegistrations.first { ObjectIdentifier($0) == identifier }.map { !$0.isEnabled } ?? false
    }

    /// Whether a controller is part of the visible interface: in the controller tree of an unhidden
    /// window of the app's foreground scene and, unless the device counts children
    /// (``SimulationAssumption/representableControllersCountAsPresented``), the window's root or a
    /// presented controller itself rather than a child of one.
    func isPresented(_ controller: UIViewController?) -> Bool {
        guard let controller, let window = controller.viewIfLoaded?.window, !window.isHidden,
            let scene = window.windowScene, scene.session.role == .windowApplication,
            scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive,
            let root = window.rootViewController
        else { return false }
        guard behavior[.representableControllersCountAsPresented] || controller.parent == nil else { return false }
        return root.controllerSubtree.contains { $0 === controller }
    }

    private func rank(of registration: UISceneAccessoryRegistration) -> [Int] {
        guard let controller = registration.controller else { return [] }
        return [controller.presentationDepth, controller.containmentRoot.presentationOrder, registration.order]
    }
}
