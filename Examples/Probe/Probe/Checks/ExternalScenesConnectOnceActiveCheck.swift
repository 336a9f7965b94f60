import SwiftUI

/// Reads when the external scene connected: on the Info.plist path, the main scene's state when the
/// scene launched with the app connected; on the accessory path, whether anything connected before
/// the first registration, and whether a registration then brings the scene.
struct ExternalScenesConnectOnceActiveCheck: ProbeCheck {
    let id = "externalScenesConnectOnceTheAppIsActive"
    let question = "When does the external scene connect if a display is attached at launch?"
    let setups: [DisplaySetup] = [.launchedWithDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath
            ? "nothing at launch; after an enabled registration of a presented controller"
            : "after the main scene became active"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.launchedWithDisplay) else {
            return .skipped("The probe was not launched with a display attached.")
        }
        let launchEvents = context.runtime.events
        let firstConnect = launchEvents.first { $0.callback == "willConnect" }
        var evidence = [
            "external-scene callbacks since launch: \(launchEvents.map { "\($0.callback)(\($0.tag ?? "Info.plist"))" })"
        ]
        guard context.facts.takesAccessoryPath else {
            guard let firstConnect else {
                guard SceneManifestEntries(context.host.infoDictionary).hasNonInteractiveEntry else {
                    return .notMeasurable(
                        evidence + [
                            "This build's Info.plist names no delegate for the external role, so its connection is unseen."
                        ])
                }
                return .measured("no external scene", evidence)
            }
            evidence.append("main scene state when the first external scene connected: \(firstConnect.mainSceneState)")
            let observed =
                firstConnect.mainSceneState == "foregroundActive"
                ? "after the main scene became active" : "while the main scene was \(firstConnect.mainSceneState)"
            return .measured(observed, evidence)
        }
        let atLaunch = firstConnect == nil ? "nothing at launch" : "a scene at launch"
        let connected = await context.withExternalScene { _ in true } ?? false
        evidence.append("after registering on a presented controller: \(connected ? "a scene connected" : "no scene")")
        let later = connected ? "after an enabled registration of a presented controller" : "not even after a registration"
        return .measured("\(atLaunch); \(later)", evidence)
    }
}
