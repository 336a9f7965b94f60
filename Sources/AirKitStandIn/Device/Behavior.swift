extension SimulatedDevice {
    /// Answers to questions the sources leave open, each a switch so that a test can run app code
    /// under either answer.
    ///
    /// The switches are the assumptions whose ``SimulationAssumption/Declaration`` has a
    /// ``SimulationAssumption/Switch``: each is named as its assumption and is `true` when the
    /// assumption's statement holds (`behavior[.systemHoldsRegistrationsWeakly]`). What each answer
    /// does, why the default is what it is, and the probe check that measures it on a device are in the
    /// declaration (`SimulationAssumption.swift`; `Examples/Probe/README.md` maps each to its check).
    ///
    /// Every default is the answer that is harder on the app, so that code passing under the defaults
    /// has shown it copes with the case nobody has ruled out. ``easierAnswers`` gives the other answer
    /// to every question, which is also what the team assumed before the switches existed.
    public struct Behavior: Sendable, Hashable, CustomStringConvertible {
        private var answers: [SimulationAssumption: Bool]

        /// The harder answer to every switched assumption, except those `overrides` sets.
        ///
        /// - Precondition: every key of `overrides` has a switch.
        public init(_ overrides: [SimulationAssumption: Bool] = [:]) {
            answers = Dictionary(uniqueKeysWithValues: SimulationAssumption.switched.map { ($0, $0.harderAnswer) })
            for (assumption, answer) in overrides { self[assumption] = answer }
        }

        /// Whether the statement of `assumption` holds on this device.
        ///
        /// - Precondition: `assumption` has a switch (``SimulationAssumption/switched``).
        public subscript(_ assumption: SimulationAssumption) -> Bool {
            get {
                guard let answer = answers[assumption] else { preconditionFailure("\(assumption) has no Behavior switch") }
                return answer
            }
            set {
                precondition(answers[assumption] != nil, "\(assumption) has no Behavior switch")
                answers[assumption] = newValue
            }
        }

        /// The harder answer to every question: the defaults.
        public static let harderAnswers = Behavior()

        /// The easier answer to every question: each switch's `easierAnswer`, the other setting of every
        /// switch but `registrationsStartEnabled`, which stays `true`.
        public static let easierAnswers = Behavior(
            Dictionary(
                uniqueKeysWithValues: SimulationAssumption.switched.compactMap { assumption in
                    assumption.declaration.switch.map { (assumption, $0.easierAnswer) }
                }))

        /// Every switch, by name, in declaration order: what a test varies to run code under each answer.
        public static var switches: [(name: String, keyPath: WritableKeyPath<Behavior, Bool>)] {
            SimulationAssumption.switched.map { ($0.rawValue, \Behavior.[$0]) }
        }

        /// One `yes` or `no` per switch, in the order of ``switches``.
        public var description: String {
            Self.switches.map { self[keyPath: $0.keyPath] ? "yes" : "no" }.joined(separator: " ")
        }
    }
}

extension SimulationAssumption {
    /// The default of this assumption's switch.
    fileprivate var harderAnswer: Bool {
        guard let answer = declaration.switch?.harderAnswer else { preconditionFailure("\(self) has no Behavior switch") }
        return answer
    }
}
