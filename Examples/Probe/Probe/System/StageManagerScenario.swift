import SwiftUI

/// With Stage Manager extending an iPad onto a display, records the roles of the scenes the app has
/// on it and, on the accessory path, what an enabled registration of a presented controller sees.
@MainActor
enum StageManagerScenario {
    struct Observation: Sendable {
        /// The app's own scenes on a screen other than the main scene's.
        var applicationScenesElsewhere: Int
        /// Non-interactive external scenes, of the probe's registration or from the Info.plist.
        var nonInteractiveScenes: Int
        /// On the accessory path: the registration's `isAvailable` and its scenes; `nil` on the Info.plist path.
        var registrationAvailable: Bool?
        var registrationScenes: Int
        var evidence: [String]
    }

    enum Outcome: Sendable {
        case observed(Observation)
        case skipped
        case notAnIPad
    }

    /// The one run this probe run made, making it the first time.
    static func outcome(in context: ProbeContext) async -> Outcome {
        if let outcome = context.stageManagerOutcome { return outcome }
        let outcome = await run(in: context)
        context.stageManagerOutcome = outcome
        return outcome
    }

    private static func run(in context: ProbeContext) async -> Outcome {
        guard context.facts.idiom == "pad" else { return .notAnIPad }
        guard await context.host.arrange(.stageManagerExtendedDisplay) else { return .skipped }
        await context.settle()
        var available: Bool?
        var registrationScenes = 0
        var nonInteractive = context.externalSceneTags
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *), context.facts.takesAccessoryPath,
            let controller = await context.presentController(named: "extended")
        {
            let registration = context.register(on: controller, tag: "extended")
            await context.settle()
            available = registration.isAvailable
            registrationScenes = context.externalScenes(tagged: "extended").count
            nonInteractive = context.externalSceneTags
            await context.cleanUp([(controller, registration)])
        }
        #endif
        let mainScreen = context.mainScene?.screen
        let elsewhere = context.applicationScenes.filter { $0.screen !== mainScreen }
        let scenes = context.applicationScenes.map { scene in
            "\(scene.session.role.rawValue) on \(scene.screen === mainScreen ? "the device" : "another screen"), "
                + "\(scene.windows.filter { !$0.isHidden }.count) window(s) shown"
        }
        return .observed(
            Observation(
                applicationScenesElsewhere: elsewhere.count, nonInteractiveScenes: nonInteractive.count,
                registrationAvailable: available, registrationScenes: registrationScenes,
                evidence: [
                    "application scenes: \(scenes)",
                    "non-interactive scenes (while the registration existed, on the accessory path): \(nonInteractive)",
                    "registration on a presented controller: "
                        + (available.map { "isAvailable == \($0), \(registrationScenes) scene(s)" } ?? "none (Info.plist path)"),
                ]))
    }
}
