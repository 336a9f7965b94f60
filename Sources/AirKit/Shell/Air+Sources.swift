#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    func sourceDidAppear(_ controller: AirSourceController) {
        sources[controller.id] = WeakSource(controller: controller)
        send { $0.sourceDidRegister(controller.id) }
    }

    func sourceDidDisappear(_ id: SourceID) {
        sources[id] = nil
        sourceEnvironments[id] = nil
        send { $0.sourceDidUnregister(id) }
    }

    /// What `updateProperties()` read from a source's registration. Reports of one layout pass reach the
    /// machine together, in the next turn: one registration losing availability while another gains it
    /// (the system moving its scenes to a sheet's source) is one change, not a moment with no display.
    func source(_ id: SourceID, availabilityDidChange isAvailable: Bool) {
        pendingAvailability.append((id, isAvailable))
        guard pendingAvailability.count == 1 else { return }
        NextTurn.run { [weak self] in
            guard let self else { return }
            let reports = self.pendingAvailability
            self.pendingAvailability = []
            self.send { $0.sourcesDidReportAvailability(reports) }
        }
    }

    /// The source went off screen: UIKit stops running its `updateProperties()`, so its last
    /// availability would go stale.
    func sourceDidLeaveScreen(_ id: SourceID) {
        pendingAvailability.removeAll { $0.0 == id }
        send { $0.sourceDidLeaveScreen(id) }
    }

    /// The source view's environment, for the external content to inherit. It is kept without its
    /// `air`, which may be this model: a model holding itself would never be released. The external
    /// content gets its model back from ``ExternalContentRoot``.
    func source(_ id: SourceID, environmentDidChange sourceEnvironment: EnvironmentValues) {
        var environment = sourceEnvironment
        environment.air = nil
        sourceEnvironments[id] = environment
        let presentedSource = machine.presentedScene.flatMap { scene in machine.scenes.first { $0.id == scene }?.source }
        if presentedSource == nil || presentedSource == id {
            forwardedEnvironment = environment
        }
    }
}
#endif
