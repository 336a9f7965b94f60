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
}
