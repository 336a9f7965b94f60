/// Not measurable in the probe, which is a SwiftUI app and so runs in the scene life cycle: the
/// question is what an app in the app-delegate life cycle sees.
struct AppDelegateLifeCycleCheck: ProbeCheck {
    let id = "appDelegateLifeCycleHasNoScenes"
    let question =
        "What scenes does an app in the app-delegate life cycle (no `UIApplicationSceneManifest`) see, and where are its windows?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? { nil }

    func run(in context: ProbeContext) async -> Finding {
        .notMeasurable([
            "The probe is a SwiftUI app, which always runs in the scene life cycle.",
            "To measure: build a UIKit app without UIApplicationSceneManifest with the iOS 26 SDK whose app delegate makes "
                + "its window with UIWindow(frame:); with a display attached, log UIApplication.shared.connectedScenes (count and "
                + "roles), the window's windowScene, UIScreen.screens.count, and whether UIScreen.didConnectNotification arrives.",
        ])
    }
}
