import SwiftUI

/// In a build whose Info.plist files its entry only under the deprecated key, sees whether the
/// external scene gets the delegate that entry names.
struct DeprecatedRoleKeyCheck: ProbeCheck {
    let id = "deprecatedRoleKeyIsNotRead"
    let question =
        "Does iOS 16 or later read a manifest entry filed under the deprecated `UIWindowSceneSessionRoleExternalDisplay` key?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? nil : "not read"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard !context.facts.takesAccessoryPath else {
            return .notApplicable("On iOS 27 with the iOS 27 SDK the manifest does not bring the scene.")
        }
        let manifest = SceneManifestEntries(context.host.infoDictionary)
        guard manifest.hasDeprecatedEntry, !manifest.hasNonInteractiveEntry else {
            return .notMeasurable([
                "This build's Info.plist files its entry under UIWindowSceneSessionRoleExternalDisplayNonInteractive.",
                "To measure: rename that key in Probe/Info.plist to UIWindowSceneSessionRoleExternalDisplay, build, "
                    + "run on iOS 26 with a display attached and run this check again.",
            ])
        }
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        await context.settle()
        let scenes = context.externalScenes
        let read = scenes.contains { $0.delegate is ProbeExternalSceneDelegate }
        return .measured(
            scenes.isEmpty ? "no scene" : read ? "read" : "not read",
            ["external scenes: \(scenes.count)", "what connected: \(UnblockableSceneWithoutEntryCheck.describe(scenes))"])
    }
}
