import AirKitStandIn
import Testing

/// Counts the calls of a display link.
@MainActor
private final class FrameCounter: StandInSelectorTarget {
    private(set) var timestamps: [CFTimeInterval] = []

    func standInPerform(_ selector: Selector, with argument: Any?) {
        guard selector == Selector("tick:"), let link = argument as? CADisplayLink else { return }
        timestamps.append(link.timestamp)
    }
}

/// The simulated device drives display links on the main run loop at their display's rate
/// (StandInSources.md#layers-and-display-links).
@MainActor
@Suite("Simulated device: display links")
struct DisplayLinkTests {
    @Test("A link added to the main run loop fires once per frame of its display, and not once invalidated")
    func linkFiresAtItsDisplaysRate() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        device.launch { Text("Main") }
        let display = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        let counter = FrameCounter()
        let link = try #require(display.screen.displayLink(withTarget: counter, selector: Selector("tick:")))
        link.add(to: .main, forMode: .common)
        #expect(device.activeDisplayLinks == 1)

        device.runDisplayFrames(forSeconds: 1)
        #expect(counter.timestamps.count == display.screen.maximumFramesPerSecond)
        #expect(link.duration == 1 / CFTimeInterval(display.screen.maximumFramesPerSecond))
        #expect(link.targetTimestamp == link.timestamp + link.duration)

        link.invalidate()
        #expect(device.activeDisplayLinks == 0)
        device.runDisplayFrames(forSeconds: 1)
        #expect(counter.timestamps.count == display.screen.maximumFramesPerSecond)
    }

    @Test("A preferred frame-rate range picks every n-th frame of the display, read at each frame")
    func preferredRangeFiresOnAFactorOfTheDisplaysRate() throws {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        device.launch { Text("Main") }
        let display = device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60))
        device.runUntilIdle()
        let counter = FrameCounter()
        let link = try #require(display.screen.displayLink(withTarget: counter, selector: Selector("tick:")))
        link.add(to: .main, forMode: .common)
        #expect(link.preferredFrameRateRange.maximum == 0, "a zeroed range until set")

        func calls(in seconds: CFTimeInterval) -> Int {
            let before = counter.timestamps.count
            device.runDisplayFrames(forSeconds: seconds)
            return counter.timestamps.count - before
        }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        #expect(calls(in: 1) == 30)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 50)
        #expect(calls(in: 1) == 30, "50 is no factor of 60: the next one down")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        #expect(calls(in: 1) == 20)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        #expect(calls(in: 1) == 60, "never above the display's rate")
        link.preferredFrameRateRange = CAFrameRateRange()
        #expect(calls(in: 1) == 60)
        link.invalidate()
    }

    @Test(
        "A rate no factor of the display's gives the factor below it, or above it under the other answer",
        arguments: [true, false])
    func rateBetweenFactorsFollowsTheAssumption(roundsDown: Bool) throws {
        let device = SimulatedDevice(
            os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest(),
            behavior: .init([.cappedDisplayLinksRoundDown: roundsDown]))
        device.launch { Text("Main") }
        let display = device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60))
        device.runUntilIdle()
        let counter = FrameCounter()
        let link = try #require(display.screen.displayLink(withTarget: counter, selector: Selector("tick:")))
        link.add(to: .main, forMode: .common)

        func calls(askingFor rate: Float) -> Int {
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 1, maximum: rate, preferred: rate)
            let before = counter.timestamps.count
            device.runDisplayFrames(forSeconds: 1)
            return counter.timestamps.count - before
        }
        #expect(calls(askingFor: 50) == (roundsDown ? 30 : 60))
        #expect(calls(askingFor: 24) == (roundsDown ? 20 : 30))
        #expect(calls(askingFor: 30) == 30, "a factor is given as asked under either answer")
        link.invalidate()
    }
}
