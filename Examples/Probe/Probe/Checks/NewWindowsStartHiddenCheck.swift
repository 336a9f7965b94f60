import SwiftUI

/// Creates a window on the main scene and reads `isHidden` before anything shows it.
struct NewWindowsStartHiddenCheck: ProbeCheck {
    let id = "newWindowsStartHidden"
    let question = "Is a new UIWindow hidden until shown?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? { "hidden" }

    func run(in context: ProbeContext) async -> Finding {
        guard let scene = context.mainScene else { return .skipped("The app has no main scene.") }
        let window = UIWindow(windowScene: scene)
        let hidden = window.isHidden
        window.windowScene = nil
        return .measured(hidden ? "hidden" : "visible", ["UIWindow(windowScene:) on the main scene: isHidden == \(hidden)"])
    }
}
