import SwiftUI

/// With two displays connected, counts the scenes one enabled registration gets.
struct OneSceneForEachDisplayCheck: ProbeCheck {
    let id = "oneAccessorySceneForEachDisplay"
    let question = "With two displays connected, how many accessory scenes connect?"
    let setups: [DisplaySetup] = [.twoDisplays]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "2 scenes" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard await context.host.arrange(.twoDisplays) else { return .skipped("A second display was not connected.") }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) { return await measure(in: context) }
        #endif
        return .needsAccessoryPath
    }

    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    @available(iOS 27.0, *)
    private func measure(in context: ProbeContext) async -> Finding {
        guard let controller = await context.presentController(named: "two-displays") else {
            return .skipped("Nothing to present on.")
        }
        let registration = context.register(on: controller, tag: "two-displays")
        await context.settle()
        let scenes = context.externalScenes(tagged: "two-displays")
        let screens = Set(scenes.map { ObjectIdentifier($0.screen) }).count
        await context.cleanUp([(controller, registration)])
        guard screens >= 2 else {
            // One screen: either the second display took over the first (externalDisplaysCoexist, which the
            // Info.plist path settles) or one scene serves both; this run cannot tell which.
            return .notMeasurable([
                "one enabled registration with two displays connected: \(scenes.count) scene(s) on \(screens) screen(s)",
                "Only one external screen has a scene: if the second display took over the first (see "
                    + "externalDisplaysCoexist), there are not two displays to count scenes for.",
            ])
        }
        return .measured(
            "\(scenes.count) scene\(scenes.count == 1 ? "" : "s")",
            ["one enabled registration with two displays: \(scenes.count) scene(s) on \(screens) screen(s)"])
    }
    #endif
}
