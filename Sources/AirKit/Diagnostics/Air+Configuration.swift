import AirKitConfiguration

extension Air {
    /// Logs, once per model, how this system will get external scenes.
    func logConfiguration(_ system: SystemFacts) {
        let sdk = system.linkedSDK.map { "SDK \($0)" } ?? "an unknown SDK"
        log(.notice("iOS \(system.osVersion), built with \(sdk): external scenes come through the \(machine.path)"))
    }
}
