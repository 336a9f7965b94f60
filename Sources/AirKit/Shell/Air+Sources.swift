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

    func source(_ id: SourceID, availabilityDidChange isAvailable: Bool) {
        send { $0.sourceAvailabilityDidChange(id, isAvailable: isAvailable) }
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
