import AirKit
import AirKitStandIn
import Testing

/// The facts every `Air.Display` carries, read from the screen, AirKit's window and the audio route,
/// over AirPlay and over a cable, on both paths.
@MainActor
@Suite("Display facts")
struct DisplayFactsTests {
    /// A device running `path`, with `description` connected and the app's interface launched.
    private func connected(
        _ description: SimulatedDisplay.Description, on path: Path,
        behavior: SimulatedDevice.Behavior = .harderAnswers
    ) -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: behavior)
        device.launch { Text("Remote").airPlaySource() }
        let display = device.connectDisplay(description)
        device.runUntilIdle()
        return (device, display)
    }

    private static let routeShowsDisplays = SimulatedDevice.Behavior([
        .audioRouteShowsTheDisplayWhileTheSessionIsInactive: true
    ])

    @Test("While the audio session is inactive the route does not tell the kind", arguments: Path.allCases)
    func kindIsUnknownWhileTheRouteShowsTheSpeaker(path: Path) throws {
        let (device, _) = connected(.airPlay, on: path)
        let display = try #require(Air.shared.connection.displays.first)
        #expect(display.kind == .unknown)
        #expect(display.receiverName == nil)
        withExtendedLifetime(device) {}
    }

    @Test("An active audio session shows AirPlay and the receiver's name", arguments: Path.allCases)
    func activeSessionTellsAirPlay(path: Path) throws {
        let (device, _) = connected(.airPlay, on: path)
        try AVAudioSession.sharedInstance().setActive(true)
        device.runUntilIdle()
        let display = try #require(Air.shared.connection.displays.first)
        #expect(display.kind == .airPlay)
        #expect(display.receiverName == "Living Room")
    }

    @Test("A route that shows the display tells AirPlay from a cable", arguments: Path.allCases)
    func routeTellsTheKind(path: Path) throws {
        let (airPlayDevice, _) = connected(.airPlay, on: path, behavior: Self.routeShowsDisplays)
        #expect(Air.shared.connection.displays.first?.kind == .airPlay)
        let (cableDevice, _) = connected(.hdmiTelevision, on: path, behavior: Self.routeShowsDisplays)
        #expect(Air.shared.connection.displays.first?.kind == .wired)
        #expect(Air.shared.connection.displays.first?.receiverName == "TV")
        withExtendedLifetime((airPlayDevice, cableDevice)) {}
    }

    @Test("With two displays the route cannot say which is which", arguments: Path.allCases)
    func twoDisplaysAreUnknown(path: Path) throws {
        let (device, _) = connected(.airPlay, on: path, behavior: Self.routeShowsDisplays)
        device.connectDisplay(.cable)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        #expect(displays.map(\.kind) == [.unknown, .unknown])
    }

    @Test("The frame rate, the overscan and the safe area are the screen's and the window's", arguments: Path.allCases)
    func rateOverscanAndSafeArea(path: Path) throws {
        var television = SimulatedDisplay.Description.hdmiTelevision
        television.safeArea = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let (device, display) = connected(television, on: path)
        defer { withExtendedLifetime(device) {} }
        var shown = try #require(Air.shared.connection.displays.first)
        let startsIn4K = device.behavior[.screensStartInTheirHighestResolutionMode]
        #expect(shown.maximumFramesPerSecond == (startsIn4K ? 30 : 60), "the rate of the mode the screen started in")
        #expect(shown.overscanCompensation == .scale, "UIKit scales the picture by default")
        let reportedUnderScale = device.behavior[.overscanInsetsShowOnlyWithoutCompensation] ? .zero : television.overscan
        #expect(shown.overscanInsets == reportedUnderScale, "the insets as the screen reports them")
        #expect(shown.safeAreaInsets == .zero, "AirKit has no window there yet")

        Air.play { Text("Movie") }
        device.runUntilIdle()
        try #require(display.shownTexts == ["Movie"])
        shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.safeAreaInsets == television.safeArea)
    }

    @Test("Without compensation the screen reports the television's overscan", arguments: Path.allCases)
    func overscanWithoutCompensation(path: Path) throws {
        let device = SimulatedDevice.airKitApp(path.platform)
        device.launch { Text("Remote").airPlaySource() }
        let display = device.connectDisplay(.hdmiTelevision)
        display.screen.overscanCompensation = .none
        device.runUntilIdle()
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.overscanInsets == SimulatedDisplay.Description.hdmiTelevision.overscan)
    }
}

/// The display policy applied on the simulated device: on connect, on every mode change and when the
/// policy changes, over AirPlay and over a cable, on both paths.
@MainActor
@Suite("The display policy")
struct DisplayPolicyApplicationTests {
    private func connected(
        _ description: SimulatedDisplay.Description, on path: Path, policy: DisplayPolicy,
        behavior: SimulatedDevice.Behavior = .harderAnswers
    ) -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice.airKitApp(path.platform, behavior: behavior)
        device.launch { Text("Remote").airPlaySource() }
        Air.shared.displayPolicy = policy
        let display = device.connectDisplay(description)
        device.runUntilIdle()
        return (device, display)
    }

    private static func mode(_ width: Double, _ height: Double) -> Air.Display.Mode {
        Air.Display.Mode(width: width, height: height)
    }

    @Test("The system's policy leaves the preferred mode and UIKit's compensation", arguments: Path.allCases)
    func systemPolicyChangesNothing(path: Path) throws {
        let (device, display) = connected(.monitor, on: path, policy: .system)
        defer { withExtendedLifetime(device) {} }
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.currentMode == Self.mode(3840, 2160))
        #expect(shown.requestedMode == nil)
        #expect(shown.availableModes.count == 4)
        #expect(display.screen.overscanCompensation == .scale)
    }

    @Test("A cable display switches to the closest mode, and the facts follow", arguments: Path.allCases)
    func cableSwitchesToTheClosestMode(path: Path) throws {
        let (device, display) = connected(
            .monitor, on: path, policy: DisplayPolicy(mode: .closest(to: CGSize(width: 1280, height: 720))))
        defer { withExtendedLifetime(device) {} }
        #expect(display.screen.currentMode?.size == CGSize(width: 1280, height: 720))
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.currentMode == Self.mode(1280, 720))
        #expect(shown.requestedMode == Self.mode(1280, 720))
        #expect(shown.size == CGSize(width: 640, height: 360), "the bounds of the new mode at 2x")
        #expect(shown.nativeSize == CGSize(width: 1280, height: 720))
    }

    @Test("An AirPlay receiver that ignores the request keeps its mode, and AirKit reports both", arguments: Path.allCases)
    func airPlayRefuses(path: Path) throws {
        let (device, display) = connected(
            .airPlay, on: path, policy: DisplayPolicy(mode: .closest(to: CGSize(width: 1280, height: 720))))
        defer { withExtendedLifetime(device) {} }
        #expect(display.screen.currentMode?.size == CGSize(width: 1920, height: 1080))
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.currentMode == Self.mode(1920, 1080), "the mode obtained")
        #expect(shown.requestedMode == Self.mode(1280, 720), "the mode asked for")
        #expect(device.faults.isEmpty)
    }

    @Test("A receiver that honours the request switches", arguments: Path.allCases)
    func airPlayHonours(path: Path) throws {
        let (device, _) = connected(
            .airPlay, on: path, policy: DisplayPolicy(mode: .closest(to: CGSize(width: 1280, height: 720))),
            behavior: SimulatedDevice.Behavior([.airPlayReceiversIgnoreTheRequestedMode: false]))
        defer { withExtendedLifetime(device) {} }
        #expect(Air.shared.connection.displays.first?.currentMode == Self.mode(1280, 720))
    }

    @Test("A preferred frame rate trades 4K at 30 Hz for 1080p at 60", arguments: Path.allCases)
    func frameRateOverResolution(path: Path) throws {
        let (device, _) = connected(.hdmiTelevision, on: path, policy: DisplayPolicy(mode: .frameRate(60)))
        defer { withExtendedLifetime(device) {} }
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.currentMode == Self.mode(1920, 1080))
        #expect(shown.maximumFramesPerSecond == 60)

        Air.shared.displayPolicy = DisplayPolicy(mode: .highestResolution)
        device.runUntilIdle()
        let highest = try #require(Air.shared.connection.displays.first)
        #expect(highest.currentMode == Self.mode(3840, 2160))
        #expect(highest.maximumFramesPerSecond == 30)
    }

    @Test("No compensation reports the overscan; the system's policy puts UIKit's back", arguments: Path.allCases)
    func overscan(path: Path) throws {
        let (device, display) = connected(.hdmiTelevision, on: path, policy: DisplayPolicy(overscan: .none))
        defer { withExtendedLifetime(device) {} }
        let start =
            device.behavior[.screensStartInTheirHighestResolutionMode]
            ? CGSize(width: 3840, height: 2160) : CGSize(width: 1920, height: 1080)
        var shown = try #require(Air.shared.connection.displays.first)
        #expect(display.screen.overscanCompensation == .none)
        #expect(shown.overscanCompensation == .none)
        #expect(shown.overscanInsets == SimulatedDisplay.Description.hdmiTelevision.overscan)

        Air.shared.displayPolicy = DisplayPolicy(overscan: .insetBounds)
        device.runUntilIdle()
        shown = try #require(Air.shared.connection.displays.first)
        let overscan = SimulatedDisplay.Description.hdmiTelevision.overscan
        let reportedUnderInsetBounds = device.behavior[.overscanInsetsShowOnlyWithoutCompensation] ? .zero : overscan
        #expect(shown.overscanInsets == reportedUnderInsetBounds)
        #expect(shown.size == CGSize(width: start.width - 96, height: start.height - 54), "the bounds shrink by the overscan")

        Air.shared.displayPolicy = .system
        device.runUntilIdle()
        #expect(display.screen.overscanCompensation == .scale)
        #expect(Air.shared.connection.displays.first?.size == start, "the system's policy leaves the mode alone")
    }

    @Test("A display that connects later gets the policy too, and a refusal on a cable is reported", arguments: Path.allCases)
    func laterDisplaysAndCableRefusals(path: Path) throws {
        var stubborn = SimulatedDisplay.Description.monitor
        stubborn.acceptsModeRequests = false
        let (device, display) = connected(stubborn, on: path, policy: DisplayPolicy(mode: .highestResolution))
        defer { withExtendedLifetime(device) {} }
        #expect(Air.shared.connection.displays.first?.requestedMode == nil, "4K already")
        Air.shared.displayPolicy = DisplayPolicy(mode: .closest(to: CGSize(width: 1920, height: 1080)))
        device.runUntilIdle()
        let shown = try #require(Air.shared.connection.displays.first)
        #expect(shown.requestedMode == Self.mode(1920, 1080))
        #expect(shown.currentMode == Self.mode(3840, 2160))
        #expect(display.screen.currentMode?.size == CGSize(width: 3840, height: 2160))
    }
}
