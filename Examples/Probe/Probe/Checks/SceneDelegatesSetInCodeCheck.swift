/// Not measurable in the probe, which is a SwiftUI app with a manifest that names its scenes: the
/// question is whether UIKit's iOS 27 launch check lets a UIKit app whose manifest names none launch
/// on a delegate class its app delegate sets in code.
struct SceneDelegatesSetInCodeCheck: ProbeCheck {
    let id = "sceneDelegatesSetInCodeAdoptTheSceneLifeCycle"
    let question =
        "Built with the iOS 27 SDK, does an app whose `UIApplicationSceneManifest` has no `UISceneConfigurations` launch when its app delegate's `application(_:configurationForConnecting:options:)` gives the app's own scene a delegate class in code?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? { nil }

    func run(in context: ProbeContext) async -> Finding {
        .notMeasurable([
            "The probe is a SwiftUI app whose Info.plist names its scene configurations, so it cannot stand for an app that names none.",
            "To measure: with Xcode 27, build a UIKit app whose Info.plist has UIApplicationSceneManifest with only "
                + "UIApplicationSupportsMultipleScenes (no UISceneConfigurations) and whose app delegate's "
                + "application(_:configurationForConnecting:options:) returns UISceneConfiguration(name: nil, sessionRole: "
                + "connectingSceneSession.role) with delegateClass set to a scene delegate that makes a window; run it on iOS 27 "
                + "and report whether it launches or stops with \"UIScene life cycle is required for apps built with this SDK\".",
        ])
    }
}
