import AirKit
import AirKitStandIn
import Testing

/// Counts the frames a surface is called for.
@MainActor
private final class FrameCounter {
    let surface = AirSurface()
    var frames = 0

    init() {
        surface.onFrame = { [unowned self] _ in frames += 1 }
    }

    /// The frames called in one simulated second on `device`.
    func framesInASecond(on device: SimulatedDevice) -> Int {
        frames = 0
        device.runDisplayFrames(forSeconds: 1)
        return frames
    }
}

/// `AirSurface.preferredFrameRateRange`: a guest that renders at 30 Hz on a 60 Hz TV, held to the
/// display's rate and followed while the surface runs and when the display changes its mode.
@MainActor
@Suite("A surface's frame-rate cap", .behaviorMatrix)
struct SurfaceFrameRateCapTests {
    private static let thirty = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)

    /// A surface preferring `range` playing on a 60 Hz TV, and its frames in a second.
    private func framesPerSecond(preferring range: CAFrameRateRange?, platform: Platform, answers: BehaviorRow) -> Int {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60))
        device.runUntilIdle()
        let counter = FrameCounter()
        counter.surface.preferredFrameRateRange = range
        Air.play(.surface(counter.surface))
        device.runUntilIdle()
        #expect(counter.surface.metrics?.framesPerSecond == 60, "the metrics tell the display's rate, whatever the cap")
        return counter.framesInASecond(on: device)
    }

    @Test(
        "Capped at 30 on a 60 Hz display, the surface gets 30 frames a second",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func cappedAtThirty(platform: Platform, answers: BehaviorRow) {
        #expect(framesPerSecond(preferring: Self.thirty, platform: platform, answers: answers) == 30)
    }

    @Test("Uncapped, the surface gets every frame of a 60 Hz display", arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func uncapped(platform: Platform, answers: BehaviorRow) {
        #expect(framesPerSecond(preferring: nil, platform: platform, answers: answers) == 60)
    }

    @Test("A cap above the display's rate gets the display's rate", arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func capAboveTheDisplay(platform: Platform, answers: BehaviorRow) {
        let fast = CAFrameRateRange(minimum: 90, maximum: 120, preferred: 120)
        #expect(framesPerSecond(preferring: fast, platform: platform, answers: answers) == 60)
    }

    @Test(
        "Changing the cap while the surface runs takes effect on the next frames",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func changeWhileRunning(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(SimulatedDisplay.Description(connection: .airPlay, framesPerSecond: 60))
        device.runUntilIdle()
        let counter = FrameCounter()
        Air.play(.surface(counter.surface))
        device.runUntilIdle()
        #expect(counter.framesInASecond(on: device) == 60)

        counter.surface.preferredFrameRateRange = Self.thirty
        #expect(counter.framesInASecond(on: device) == 30)

        counter.surface.preferredFrameRateRange = nil
        #expect(counter.framesInASecond(on: device) == 60)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "When the display changes mode, the cap is held to the new rate", arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func modeChangeReappliesTheCap(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        Air.shared.displayPolicy = DisplayPolicy(mode: .highestResolution)
        _ = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        let counter = FrameCounter()
        // Up to 60, at least 30: on the television's 4K mode at 30 Hz, the link is given 30.
        counter.surface.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        Air.play(.surface(counter.surface))
        device.runUntilIdle()
        #expect(counter.surface.metrics?.framesPerSecond == 30)
        #expect(counter.framesInASecond(on: device) == 30)

        Air.shared.displayPolicy = DisplayPolicy(mode: .frameRate(60))
        device.runUntilIdle()
        #expect(counter.surface.metrics?.framesPerSecond == 60)
        #expect(counter.framesInASecond(on: device) == 60, "the link was given the range held to 60 Hz")
        expectConsistent(.shared, on: device)
    }
}
