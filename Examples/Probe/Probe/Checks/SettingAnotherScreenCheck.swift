import SwiftUI

/// Sets a main-scene window's `screen` to an external scene's screen, and another's to its own
/// scene's screen, and reads where each window ends up.
struct SettingAnotherScreenCheck: ProbeCheck {
    let id = "settingAnotherScreenDetachesTheWindow"
    let question = "What happens to a scene's window when code sets its `screen` to another screen?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "another screen: detached; own screen: unchanged"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        guard let main = context.mainScene else { return .skipped("The app has no main scene.") }
        let seen = await context.withExternalScene { external in
            (
                Self.move(on: main, to: external.screen, external: external),
                Self.move(on: main, to: main.screen, external: external)
            )
        }
        guard let (other, own) = seen else { return context.noExternalScene("display connected") }
        return .measured(
            "another screen: \(other); own screen: \(own)",
            [
                "a hidden window of the main scene given the external scene's screen: \(other)",
                "given its own scene's screen: \(own)",
            ])
    }

    /// Where a fresh hidden window of `main` is after its screen is set to `screen`.
    private static func move(on main: UIWindowScene, to screen: UIScreen, external: UIWindowScene) -> String {
        let window = UIWindow(windowScene: main)
        DeprecatedAPI.reader.setScreen(screen, of: window)
        let result =
            switch window.windowScene {
            case nil: "detached"
            case let scene? where scene === main: "unchanged"
            case let scene? where scene === external: "moved to the external scene"
            case _?: "moved to another scene"
            }
        window.windowScene = nil
        return result
    }
}
