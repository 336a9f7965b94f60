import AirKitStandIn
import Testing

/// The mode a simulated display's screen starts in, under each answer of
/// ``SimulationAssumption/screensStartInTheirHighestResolutionMode``.
@MainActor
@Suite("Simulated device: the mode a display starts in")
struct DisplayModeTests {
    /// A display on `device`, connected and noticed by the system.
    private func connect(_ description: SimulatedDisplay.Description, to device: SimulatedDevice) -> SimulatedDisplay {
        device.launch { Text("Main") }
        let display = device.connectDisplay(description)
        device.runUntilIdle()
        return display
    }

    @Test("By default a television offering 4K at 30 Hz starts in 4K, at 30 Hz, whatever it prefers")
    func startsInTheHighestResolutionMode() throws {
        let device = SimulatedDevice(os: 27, sdk: 27)
        let display = connect(.hdmiTelevision, to: device)
        let screen = display.screen

        #expect(screen.currentMode?.size == CGSize(width: 3840, height: 2160))
        #expect(screen.maximumFramesPerSecond == 30)
        #expect(screen.bounds.size == CGSize(width: 3840, height: 2160))
        #expect(screen.preferredMode?.size == CGSize(width: 1920, height: 1080), "the preferred mode is still 1080p")
    }

    @Test("With the other answer the television starts in its preferred 1080p, at 60 Hz")
    func startsInThePreferredModeWithTheOtherAnswer() {
        let device = SimulatedDevice(os: 27, sdk: 27, behavior: .init([.screensStartInTheirHighestResolutionMode: false]))
        let display = connect(.hdmiTelevision, to: device)

        #expect(display.screen.currentMode?.size == CGSize(width: 1920, height: 1080))
        #expect(display.screen.maximumFramesPerSecond == 60)
        #expect(display.screen.bounds.size == CGSize(width: 1920, height: 1080))
    }

    @Test("The highest resolution is the most pixels, wherever the mode is listed; a tie goes to the first listed")
    func highestResolutionIsTheMostPixels() {
        let description = SimulatedDisplay.Description(
            connection: .cable,
            modes: [
                .init(width: 1280, height: 720), .init(width: 2560, height: 1080), .init(width: 1920, height: 1440),
                .init(width: 2560, height: 1440),
            ])
        let device = SimulatedDevice(os: 27, sdk: 27)
        let display = connect(description, to: device)
        #expect(display.screen.currentMode?.size == CGSize(width: 2560, height: 1440))

        let tied = SimulatedDisplay.Description(
            connection: .cable, modes: [.init(width: 1920, height: 1080), .init(width: 1080, height: 1920)],
            preferredModeIndex: 1)
        let other = SimulatedDevice(os: 27, sdk: 27)
        #expect(connect(tied, to: other).screen.currentMode?.size == CGSize(width: 1920, height: 1080))
    }

    @Test("A display whose preferred mode is its highest starts there under either answer")
    func preferredHighestModeIsTheSameUnderBothAnswers() {
        for startsHighest in [true, false] {
            let device = SimulatedDevice(
                os: 26, sdk: 26, behavior: .init([.screensStartInTheirHighestResolutionMode: startsHighest]))
            let display = connect(.monitor, to: device)
            #expect(display.screen.currentMode?.size == CGSize(width: 3840, height: 2160), "startsHighest: \(startsHighest)")
        }
    }
}
