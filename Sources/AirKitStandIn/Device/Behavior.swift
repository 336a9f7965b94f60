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

        public init(registrationsStartEnabled: Bool = true, systemKeepsDroppedRegistrations: Bool = false) {
            self.registrationsStartEnabled = registrationsStartEnabled
            self.systemKeepsDroppedRegistrations = systemKeepsDroppedRegistrations
        }
    }
}
