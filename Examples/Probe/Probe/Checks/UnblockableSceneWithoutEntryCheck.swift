import SwiftUI

/// In a build whose Info.plist has no entry for the external role, sees what connects on a display.
struct UnblockableSceneWithoutEntryCheck: ProbeCheck {
    let id = "unblockableSceneWithoutEntryHasNoDelegate"
    let question = "On iOS 26, what connects when the manifest has no entry for the external role?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? nil : "a scene without a delegate"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard !context.facts.takesAccessoryPath else {
            return .notApplicable("On iOS 27 with the iOS 27 SDK the system offers no scene without a registration.")
        }
        let manifest = SceneManifestEntries(context.host.infoDictionary)
        guard !manifest.hasNonInteractiveEntry, !manifest.hasDeprecatedEntry else {
            return .notMeasurable([
                "This build's Info.plist has an entry for the external role.",
                "To measure: remove the UIWindowSceneSessionRoleExternalDisplayNonInteractive entry from Probe/Info.plist, "
                    + "build, run on iOS 26 with a display attached and run this check again.",
            ])
        }
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        await context.settle()
        return .measured(Self.describe(context.externalScenes), ["external scenes: \(context.externalScenes.count)"])
    }

    /// What connected, in the words the simulation's answer uses.
    static func describe(_ scenes: [UIWindowScene]) -> String {
        guard let scene = scenes.first else { return "no scene" }
        guard let delegate = scene.delegate else { return "a scene without a delegate" }
        return "a scene with delegate \(type(of: delegate))"
    }
}
