extension SimulationAssumption {
    /// One assumption of the simulated device, as a value: the one place its question, answers,
    /// reason, switch and probe check are written.
    public struct Declaration: Sendable {
        /// What the sources leave open.
        public let question: String
        /// The answer the simulation uses by default (the one harder on the app, where the answers
        /// differ in difficulty).
        public let answer: String
        /// The switch of `SimulatedDevice.Behavior` that gives a test the other answer, if any.
        public let `switch`: Switch?
        /// Why: the sources that come closest (by URL, repository, SDK header or a stable anchor of our
        /// documentation such as `StandInSources.md#uiwindow`), or the reason for choosing the harder answer.
        public let reason: String
        /// Where the stand-in answers it, under `Sources/AirKitStandIn/`.
        public let simulatedIn: String
        /// The type in `Examples/Probe/Probe/Checks/` that measures the answer on a device.
        public let probeCheck: String

        public init(
            question: String, answer: String, switch: Switch? = nil, reason: String, simulatedIn: String, probeCheck: String
        ) {
            self.question = question
            self.answer = answer
            self.switch = `switch`
            self.reason = reason
            self.simulatedIn = simulatedIn
            self.probeCheck = probeCheck
        }
    }

    /// A switch of `SimulatedDevice.Behavior`: named as its assumption, `true` when the assumption's
    /// statement holds.
    public struct Switch: Sendable {
        /// The switch's default: the answer harder on the app.
        public let harderAnswer: Bool
        /// What the simulation does with the switch set to `!harderAnswer`.
        public let otherAnswer: String
        /// The setting in `Behavior.easierAnswers`: what was assumed before the switch existed, which
        /// is `!harderAnswer` unless both answers were once taken as the easy one.
        public let easierAnswer: Bool

        public init(harderAnswer: Bool, otherAnswer: String, easierAnswer: Bool? = nil) {
            self.harderAnswer = harderAnswer
            self.otherAnswer = otherAnswer
            self.easierAnswer = easierAnswer ?? !harderAnswer
        }
    }
}
