import SwiftUI

/// Leaves the app with an external scene connected (home screen, or locking the device), comes back,
/// and records what the external scene's delegate heard on the way, with the app's scene state at each
/// callback. Two checks read one run of the home-screen step, so the person does it once.
@MainActor
enum LifecycleScenario {
    struct Observation: Sendable {
        /// The external scene's callbacks during the step.
        var events: [SceneEvent]
        /// Whether the scene had the probe's delegate, so that its callbacks were seen.
        var isObservable: Bool
        /// Whether the scene the step began with was still connected after it.
        var stayedConnected: Bool
        /// Whether another external scene was connected after the step.
        var newSceneOnReturn: Bool
        /// The app's scene state after the person came back.
        var mainSceneStateAfter: String
        /// What the person said the display showed, for the lock step.
        var displayAnswer: String?

        /// The callbacks by name.
        var callbacks: [String] { events.map(\.callback) }

        /// What a check puts in its evidence.
        var evidence: [String] {
            [
                "external scene callbacks during the step: \(events.map { "\($0.callback) (app's scene \($0.mainSceneState))" })",
                "after coming back: the scene \(stayedConnected ? "is still connected" : "is gone"), "
                    + "\(newSceneOnReturn ? "another external scene is connected" : "no other external scene"), "
                    + "the app's scene is \(mainSceneStateAfter)",
            ]
        }
    }

    enum Outcome: Sendable {
        case observed(Observation)
        case skipped
        case noExternalScene
    }

    /// The run of `step` (`goHomeAndReturn` or `lockAndUnlock`) this probe run made, making it the first time.
    static func outcome(of step: DisplaySetup, in context: ProbeContext) async -> Outcome {
        if let outcome = context.lifecycleOutcomes[step] { return outcome }
        let outcome = await run(step, in: context)
        context.lifecycleOutcomes[step] = outcome
        return outcome
    }

    private static func run(_ step: DisplaySetup, in context: ProbeContext) async -> Outcome {
        guard await context.host.arrange(.oneDisplay) else { return .skipped }
        let outcome = await context.withExternalScene { scene -> Outcome in
            let start = context.runtime.events.count
            guard await context.host.arrange(step) else { return .skipped }
            await context.settle()
            let session = scene.session.persistentIdentifier
            let events = context.runtime.events.dropFirst(start).filter { $0.session == session }
            let displayAnswer = step == .lockAndUnlock ? await context.host.ask(.lockedDisplay) : nil
            return .observed(
                Observation(
                    events: Array(events), isObservable: scene.delegate is ProbeExternalSceneDelegate,
                    stayedConnected: context.externalScenes.contains { $0 === scene },
                    newSceneOnReturn: context.externalScenes.contains { $0 !== scene },
                    mainSceneStateAfter: ProbeRuntime.mainSceneState, displayAnswer: displayAnswer))
        }
        return outcome ?? .noExternalScene
    }
}
