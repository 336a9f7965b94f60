/// An open question about the system that a rule's verdict turns on, declared once: the question,
/// the answer the rules take unless told otherwise, the other answer, why, where the rules answer
/// it, and the probe check (`Examples/Probe`) that measures it on a device.
///
/// Each is a switch of the rules (``RuleAnswers``): a test, or a device's report, can take the other
/// answer, and the rules are right under both. `Documentation/doctor.md` ("Open questions the rules
/// answer") lists them; `RuleAssumptionTests` compares the two, and checks that each probe check
/// exists with the same question.
///
/// Names and polarity follow the simulated device's assumptions: a case's name is a statement, and
/// its answer in ``RuleAnswers`` is `true` when the statement holds.
public enum RuleAssumption: String, CaseIterable, Sendable {
    /// Whether UIKit's iOS 27 launch check counts a scene delegate that the app delegate's
    /// `application(_:configurationForConnecting:options:)` sets in code, beside a manifest without
    /// `UISceneConfigurations` (AK021).
    case sceneDelegatesSetInCodeAdoptTheSceneLifeCycle

    /// The assumption, declared once.
    public var declaration: Declaration {
        switch self {
        case .sceneDelegatesSetInCodeAdoptTheSceneLifeCycle:
            Declaration(
                question:
                    "Built with the iOS 27 SDK, does an app whose `UIApplicationSceneManifest` has no `UISceneConfigurations` "
                    + "launch when its app delegate's `application(_:configurationForConnecting:options:)` gives the app's "
                    + "own scene a delegate class in code?",
                answer:
                    "Yes: the app adopts the scene life cycle. The doctor reports no AK021 for it, and its iOS 27 SDK row "
                    + "does not fail to launch.",
                holdsByDefault: true,
                otherAnswer:
                    "No: only a manifest that declares a configuration counts; the app gets AK021 and its iOS 27 SDK row "
                    + "fails to launch.",
                reason:
                    "TN3187 names the app delegate's `application(_:configurationForConnecting:options:)` as one of the two "
                    + "places for the scene's classes (its phased migration), and the UIKit documentation of that method says "
                    + "to implement it \"if you don't include scene-configuration data in your app's Info.plist file\"; "
                    + "react-native-external-display documents that setup (an Info.plist manifest with only "
                    + "`UIApplicationSupportsMultipleScenes`, and `RNExternalAppDelegateUtil`). The reports we read of "
                    + "apps that stopped at launch (a Flutter Runner, Briefcase's template) concern an empty configuration "
                    + "list and no such method (Documentation/PlatformFacts.md, \"Which apps adopt the scene life cycle\"). "
                    + "The simulated device takes the harder answer "
                    + "(`SimulationAssumption.sceneDelegatesSetInCodeAdoptTheSceneLifeCycle`).",
                answeredIn: "`SceneLifeCycleAdoption` (AK021)",
                probeCheck: "SceneDelegatesSetInCodeCheck")
        }
    }

    /// The question, as the probe asks it.
    public var question: String { declaration.question }

    /// What one open question is, what the rules answer and why.
    public struct Declaration: Sendable {
        public let question: String
        /// The rules' answer unless ``RuleAnswers`` says otherwise.
        public let answer: String
        /// Whether the statement the case names holds under ``answer``.
        public let holdsByDefault: Bool
        /// What the rules do under the other answer.
        public let otherAnswer: String
        /// Why the default, citing sources a reader can follow.
        public let reason: String
        /// Where in the rules the answer is used.
        public let answeredIn: String
        /// The type of `Examples/Probe` that measures it on a device.
        public let probeCheck: String
    }
}

/// The answers the rules take to the open questions of ``RuleAssumption``: each statement holds
/// (`true`) or not. Unset answers are the declarations' defaults.
///
/// ```swift
/// let strict = RuleAnswers([.sceneDelegatesSetInCodeAdoptTheSceneLifeCycle: false])
/// let diagnosis = Rules.diagnose(evidence, answers: strict)
/// ```
public struct RuleAnswers: Sendable, Hashable {
    private var answers: [RuleAssumption: Bool]

    /// The defaults, with `overrides` taking the other answer where they say.
    public init(_ overrides: [RuleAssumption: Bool] = [:]) {
        answers = overrides
    }

    /// Every answer as its declaration gives it.
    public static let documented = RuleAnswers()

    /// Whether `assumption` holds.
    public subscript(_ assumption: RuleAssumption) -> Bool {
        get { answers[assumption] ?? assumption.declaration.holdsByDefault }
        set { answers[assumption] = newValue }
    }
}
