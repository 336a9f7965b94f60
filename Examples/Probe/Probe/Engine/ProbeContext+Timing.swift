import SwiftUI

extension ProbeContext {
    /// Times the system's scene events against the app's own actions, as evidence for the questions no
    /// single run settles: on the accessory path, registers on a presented controller and reports when
    /// the scene connects, then disables the registration and reports when the scene leaves or hides;
    /// on the Info.plist path, reports what connected with the display.
    func timedSceneEvents() async -> [String] {
        guard facts.takesAccessoryPath else {
            await settle()
            return [
                "Info.plist path: \(externalScenes.count) external scene(s) connected with the display; the system "
                    + "offers them itself, so there is no action of the app's to time them against."
            ]
        }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) { return await timeRegistration() }
        #endif
        return []
    }

    /// Asks for every display to be disconnected while an external scene shows, and says whether the
    /// scene's `sceneDidDisconnect(_:)` came while its screen was still in `UIScreen.screens` or after it
    /// left. `nil` when the step was skipped.
    func departureOfTheDisplay() async -> String? {
        let line = await withExternalScene { scene -> String? in
            let session = scene.session.persistentIdentifier
            let start = runtime.events.count
            guard await host.arrange(.noDisplay) else { return nil }
            await settle()
            guard
                let left = runtime.events.dropFirst(start).first(where: {
                    $0.session == session && $0.callback == "didDisconnect"
                })
            else { return "after the display was disconnected: no didDisconnect, the scene is still connected" }
            return "after the display was disconnected: didDisconnect came with the scene's screen "
                + (left.screenIsListed ? "still in UIScreen.screens" : "already gone from UIScreen.screens")
        }
        guard let line else { return await host.arrange(.noDisplay) ? "no external scene to watch leave" : nil }
        return line
    }

    #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
    @available(iOS 27.0, *)
    private func timeRegistration() async -> [String] {
        guard let controller = await presentController(named: "timed") else { return ["nothing to present on"] }
        let registered = ContinuousClock.now
        let registration = register(on: controller, tag: "timed")
        let sameTurn = externalScenes(tagged: "timed").count
        await settle()
        let connected = runtime.events.first { $0.tag == "timed" && $0.callback == "willConnect" && $0.time >= registered }
        var evidence = [
            "scenes for the registration in the turn it was made: \(sameTurn)",
            "isAvailable after settling: \(registration.isAvailable); scene connected "
                + (connected.map { "\(Self.milliseconds(from: registered, to: $0.time)) ms after registering" } ?? "never"),
        ]
        let disabled = ContinuousClock.now
        registration.isEnabled = false
        let stillThere = externalScenes(tagged: "timed").count
        await settle()
        let left = runtime.events.first { $0.tag == "timed" && $0.callback == "didDisconnect" && $0.time >= disabled }
        evidence.append(
            "after isEnabled = false: \(stillThere) scene(s) in the same turn; "
                + (left.map { "didDisconnect \(Self.milliseconds(from: disabled, to: $0.time)) ms later" } ?? "no didDisconnect"))
        await cleanUp([(controller, registration)])
        return evidence
    }
    #endif

    private static func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Int {
        let elapsed = end - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
