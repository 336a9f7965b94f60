extension SimulatedDevice {
    /// Answers to questions the sources leave open, where a test may want the other answer too.
    ///
    /// The defaults are the team's working answers or, where we chose, the answer that is
    /// harder on the app, so that code passing under it also passes under the other.
    public struct Behavior: Sendable {
        /// ``SimulationAssumption/registrationsStartEnabled``.
        public var registrationsStartEnabled = true
        /// ``SimulationAssumption/systemHoldsRegistrationsWeakly``: with `false` (the default) a
        /// registration the app drops is gone; with `true` the system keeps it until unregistered.
        public var systemKeepsDroppedRegistrations = false

        /// ``SimulationAssumption/externalScenesGoToTheBackgroundWithTheApp``: with `false` (the default)
        /// an external scene follows the app into the background and stays connected while the display
        /// mirrors; with `true` the system disconnects it and connects a new one when the app returns.
        public var backgroundingDisconnectsExternalScenes = false
        /// ``SimulationAssumption/accessoryScenesConsultTheAppDelegate``: with `true` (the default) the
        /// app delegate's `application(_:configurationForConnecting:options:)` may replace an accessory's
        /// configuration; with `false` the system uses the accessory's own.
        public var accessoryScenesConsultTheAppDelegate = true

        public init(
            registrationsStartEnabled: Bool = true, systemKeepsDroppedRegistrations: Bool = false,
            backgroundingDisconnectsExternalScenes: Bool = false, accessoryScenesConsultTheAppDelegate: Bool = true
        ) {
            self.registrationsStartEnabled = registrationsStartEnabled
            self.systemKeepsDroppedRegistrations = systemKeepsDroppedRegistrations
            self.backgroundingDisconnectsExternalScenes = backgroundingDisconnectsExternalScenes
            self.accessoryScenesConsultTheAppDelegate = accessoryScenesConsultTheAppDelegate
        }
    }
}
