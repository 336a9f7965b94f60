#if canImport(UIKit) || AIRKIT_STANDIN
/// What source controllers tell AirKit, turned into the core's events.
extension Air {
    func sourceDidAppear(_ controller: AirSourceController) {
        objects.add(controller)
        send(.sourceDidRegister(controller.id))
    }

    func sourceDidDisappear(_ id: SourceID) {
        objects.forgetSource(id)
        send(.sourceDidUnregister(id))
    }

    /// What `updateProperties()` read from a source's registration. Reports of one layout pass reach the
    /// core together, in the next turn: one registration losing availability while another gains it
    /// (the system moving its scenes to a sheet's source) is one change, not a moment with no display.
    func source(_ id: SourceID, availabilityDidChange isAvailable: Bool) {
        watches.pendingReports.append(SourceReport(source: id, isAvailable: isAvailable))
        guard watches.pendingReports.count == 1 else { return }
        NextTurn.run { [weak self] in
            guard let self else { return }
            let reports = watches.pendingReports
            watches.pendingReports = []
            send(.sourcesDidReport(reports))
        }
    }

    /// The source went off screen: UIKit stops running its `updateProperties()`, so its last
    /// availability would go stale.
    func sourceDidLeaveScreen(_ id: SourceID) {
        watches.pendingReports.removeAll { $0.source == id }
        send(.sourceDidLeaveScreen(id))
    }

    /// The source view's environment, for the external content to inherit. It is kept without its
    /// `air`, which may be this model: a model holding itself would never be released. The external
    /// content gets its model back from ``ExternalContentRoot``.
    func source(_ id: SourceID, environmentDidChange sourceEnvironment: EnvironmentValues) {
        var environment = sourceEnvironment
        environment.air = nil
        objects.setEnvironment(environment, of: id)
        let presentedSource = core.presentedSource
        if presentedSource == nil || presentedSource == id { forward(environment) }
    }
}
#endif
