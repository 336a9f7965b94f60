import SwiftUI

extension ProbeContext {
    /// Gets an external scene the way this run's path does, hands it to `body`, then lets it go: on
    /// the Info.plist path the scene the system offered for the connected display; on the accessory
    /// path the scene of an enabled registration on a presented controller. `nil` when none connected.
    func withExternalScene<Result>(_ body: (UIWindowScene) async -> Result) async -> Result? {
        guard facts.takesAccessoryPath else {
            await settle()
            guard let scene = externalScenes.first else { return nil }
            return await body(scene)
        }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) {
            guard let controller = await presentController(named: "scene-source") else { return nil }
            let registration = register(on: controller, tag: "scene-source")
            await settle()
            let result: Result? =
                if let scene = externalScenes(tagged: "scene-source").first { await body(scene) } else { nil }
            await cleanUp([(controller, registration)])
            return result
        }
        #endif
        return nil
    }
}
