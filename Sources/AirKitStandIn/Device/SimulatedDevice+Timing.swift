import Foundation

/// When the system's scene decisions reach the app, and displays it will not present on.
///
/// UIKit delivers scene connections and disconnections from the system asynchronously: between the
/// system's decision and `scene(_:willConnectTo:options:)` or `sceneDidDisconnect(_:)` the app keeps
/// running, so it may stop playback, disable or drop a registration, or see `UIScreen.screens`
/// change first (``SimulationAssumption/sceneEventsMayArriveTurnsLate``). The system may also decline
/// to present an enabled, topmost registration at all
/// (``SimulationAssumption/systemMayDeclineToPresent``).
extension SimulatedDevice {
    /// How many turns each external scene takes to arrive after the system decides to connect it; `0`
    /// (the default) delivers it in the same system pass. A scene that arrives late is connected as
    /// decided, whatever the app did meanwhile, and the next system pass disconnects it if it is no
    /// longer wanted.
    public var sceneConnectionDelay: Int {
        get { lifecycle.sceneConnectionDelay }
        set { lifecycle.sceneConnectionDelay = max(0, newValue) }
    }

    /// Disconnects a display whose scenes learn of it `turns` turns later: the display stops showing
    /// anything and leaves `UIScreen.screens` at once; `sceneDidDisconnect(_:)` comes after the delay.
    public func disconnect(_ display: SimulatedDisplay, sceneDisconnectDelay turns: Int) {
        makeCurrent()
        let identifier = ObjectIdentifier(display)
        enqueue("disconnect \(display.description.connection.rawValue) display, scenes late") { [self] in
            display.isConnected = false
            displays.removeAll { $0 === display }
            lifecycle.lateDisconnects.append(identifier)
            enqueue(afterTurns: turns, "late scene disconnect") { [self] in
                lifecycle.lateDisconnects.removeAll { $0 == identifier }
                needsSystemPass = true
            }
        }
    }

    /// Makes the system decline to present the app on `display`, as when another app holds it or it is
    /// in use by screen mirroring: no external scene connects there, while scene accessories still
    /// report the display available. `allowExternalScenes(on:)` ends it.
    public func declineExternalScenes(on display: SimulatedDisplay) {
        makeCurrent()
        enqueue("decline external scenes") { [self] in
            lifecycle.declinedDisplays.append(ObjectIdentifier(display))
            for record in externalScenes where record.display === display { disconnect(record) }
            needsSystemPass = true
        }
    }

    public func allowExternalScenes(on display: SimulatedDisplay) {
        makeCurrent()
        enqueue("allow external scenes") { [self] in
            lifecycle.declinedDisplays.removeAll { $0 == ObjectIdentifier(display) }
            needsSystemPass = true
        }
    }

    /// Scenes decided on but not delivered yet, one per display at most.
    public var pendingExternalSceneCount: Int {
        lifecycle.pendingConnections.count
    }

    /// Queues `work` to run `turns` turns from now (at least the next turn).
    func enqueue(afterTurns turns: Int, _ label: String, _ work: @escaping @MainActor () -> Void) {
        guard turns > 1 else {
            enqueue(label, work)
            return
        }
        enqueue("\(label) (in \(turns) turns)") { [self] in
            enqueue(afterTurns: turns - 1, label, work)
        }
    }

    func isDisconnectDelayed(_ display: SimulatedDisplay) -> Bool {
        lifecycle.lateDisconnects.contains(ObjectIdentifier(display))
    }

    /// Whether the system holds back an external scene it would connect on `display` now: declined
    /// or extended displays get none, a display with a scene on its way gets no second one, and with
    /// a delay the scene is scheduled instead. Returns `false` to connect it now.
    func holdBackExternalScene(
        on display: SimulatedDisplay, resolved: ResolvedConfiguration, userInfo: Any?, owner: ExternalSceneRecord.Owner
    ) -> Bool {
        let identifier = ObjectIdentifier(display)
        if lifecycle.declinedDisplays.contains(identifier) || lifecycle.extendedScenes[identifier] != nil { return true }
        if lifecycle.pendingConnections.contains(where: { $0.display === display }) { return true }
        guard lifecycle.sceneConnectionDelay > 0 else { return false }
        let pending = LifecycleState.PendingConnection(display: display, resolved: resolved, userInfo: userInfo, owner: owner)
        lifecycle.pendingConnections.append(pending)
        enqueue(afterTurns: lifecycle.sceneConnectionDelay, "late external scene") { [self] in
            deliver(pending)
        }
        return true
    }

    /// Connects a scene decided on earlier, as decided; the next system pass corrects it. An app that
    /// went to the background meanwhile gets none: the system decides again when it returns.
    private func deliver(_ pending: LifecycleState.PendingConnection) {
        lifecycle.pendingConnections.removeAll { $0.display === pending.display }
        guard !lifecycle.isInBackground else { return }
        connectExternalScene(
            on: pending.display, resolved: pending.resolved, userInfo: pending.userInfo, owner: pending.owner,
            deferrable: false)
        needsSystemPass = true
    }
}
