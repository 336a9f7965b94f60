import SwiftUI

/// Records the screen without a display attached and reads the capture state and the scenes.
struct ScreenCaptureIsNotADisplayCheck: ProbeCheck {
    let id = "screenCaptureIsNotADisplay"
    let question = "Is screen recording without a display an available display?"
    let setups: [DisplaySetup] = [.screenRecordingWithoutDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.takesAccessoryPath ? "capture active; no external scene; unavailable" : "capture active; no external scene"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.screenRecordingWithoutDisplay) else {
            return .skipped("No screen recording was started.")
        }
        await context.settle()
        guard let main = context.mainScene else { return .skipped("The app has no main scene.") }
        let captured = main.traitCollection.sceneCaptureState == .active
        var parts = [captured ? "capture active" : "capture not active"]
        var evidence = ["main scene sceneCaptureState: \(main.traitCollection.sceneCaptureState.rawValue)"]
        let availability = await availabilityOfARegistration(in: context)
        let scenes = context.externalScenes.count
        parts.append(scenes == 0 ? "no external scene" : "\(scenes) external scene(s)")
        evidence.append("external scenes: \(scenes)")
        if let availability {
            parts.append(availability ? "available" : "unavailable")
            evidence.append("a registration on a presented controller: isAvailable == \(availability)")
        }
        return .measured(parts.joined(separator: "; "), evidence)
    }

    /// On the accessory path, whether a fresh registration sees a display; `nil` elsewhere.
    private func availabilityOfARegistration(in context: ProbeContext) async -> Bool? {
        guard context.facts.takesAccessoryPath else { return nil }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) {
            guard let controller = await context.presentController(named: "recording") else { return nil }
            let registration = context.register(on: controller, tag: "recording")
            await context.settle()
            let available = registration.isAvailable
            await context.cleanUp([(controller, registration)])
            return available
        }
        #endif
        return nil
    }
}
