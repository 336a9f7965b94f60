import SwiftUI

/// Reads where the system put the window the app delegate made without a scene at launch, in an app
/// that declares a scene manifest (the probe's).
struct WindowsMadeWithoutASceneCheck: ProbeCheck {
    let id = "windowsMadeWithoutASceneStayOffScreen"
    let question =
        "In an app with a scene manifest, does iOS 26 or earlier put a window made without a scene (the app delegate's `UIWindow(frame:)`) on the app's first scene?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        let builtForIOS27 = facts.osMajor >= 27 && facts.sdkMajor >= 27
        return !SimulatedBehavior.defaults.windowsMadeWithoutASceneStayOffScreen && !builtForIOS27
            ? "on the app's scene" : "on no scene"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard let window = context.runtime.launchWindow else {
            return .notMeasurable(["The app delegate made no window at launch in this build."])
        }
        let scene = window.windowScene
        let observed =
            scene == nil ? "on no scene" : scene === context.mainScene ? "on the app's scene" : "on another scene"
        let evidence = [
            "UIWindow(frame:) made and made key and visible in application(_:didFinishLaunchingWithOptions:)",
            "windowScene: \(scene.map { $0.session.role.rawValue } ?? "nil"), isHidden: \(window.isHidden), "
                + "isKeyWindow: \(window.isKeyWindow)",
        ]
        window.isHidden = true
        window.windowScene = nil
        context.runtime.launchWindow = nil
        return .measured(observed, evidence)
    }
}
