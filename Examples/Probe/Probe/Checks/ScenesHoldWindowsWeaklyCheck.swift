import SwiftUI

/// Creates a hidden window on the main scene, drops the only reference and sees whether it lives on.
struct ScenesHoldWindowsWeaklyCheck: ProbeCheck {
    let id = "scenesHoldWindowsWeakly"
    let question = "Does a scene keep its windows alive?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? { "released" }

    func run(in context: ProbeContext) async -> Finding {
        guard let scene = context.mainScene else { return .skipped("The app has no main scene.") }
        let before = scene.windows.count
        let watcher = WindowWatcher()
        watcher.window = Self.makeWindow(on: scene)
        await context.settle()
        let alive = watcher.window != nil
        let after = scene.windows.count
        if let dropped = watcher.window {
            dropped.isHidden = true
            dropped.windowScene = nil
        }
        return .measured(
            alive ? "kept" : "released",
            [
                "main scene windows before: \(before), after dropping a new window: \(after)",
                "the dropped window is \(alive ? "still alive" : "deallocated") after the system settled",
            ])
    }

    /// A new window whose only reference the caller holds.
    private static func makeWindow(on scene: UIWindowScene) -> UIWindow {
        UIWindow(windowScene: scene)
    }
}

/// Watches a window without keeping it alive.
@MainActor
private final class WindowWatcher {
    weak var window: UIWindow?
}
