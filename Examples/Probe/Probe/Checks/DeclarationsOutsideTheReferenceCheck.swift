/// Not a behaviour the probe can drive: which declarations the stand-in carries is a question about
/// the stand-in's sources, settled by comparing them with the SDK.
struct DeclarationsOutsideTheReferenceCheck: ProbeCheck {
    let id = "declarationsOutsideTheReference"
    let question = "Which declarations does the stand-in take from UIKit and SwiftUI beyond those AirKit itself calls?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? { nil }

    func run(in context: ProbeContext) async -> Finding {
        .notMeasurable([
            "No runtime API answers this: it is about the stand-in's declarations, not the system's behaviour.",
            "To check by hand: build the example apps with Xcode for iOS; a declaration whose shape differs from the "
                + "SDK fails to compile there or warns. Compare behaviour that matters by eye (appearance callbacks, "
                + "presentation, styling modifiers).",
        ])
    }
}
