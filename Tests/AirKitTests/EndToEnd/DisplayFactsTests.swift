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
        #expect(shown.maximumFramesPerSecond == 60)
        #expect(shown.overscanInsets == .zero, "UIKit scales the picture by default")
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
