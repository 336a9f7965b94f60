import AirKit
import AirKitStandIn
import Testing

@MainActor
@Observable
final class DisplayChoiceScreen {
    var showsMovie = false
    var display: Air.Display?
}

struct DisplayChoiceView: View {
    @Bindable var screen: DisplayChoiceScreen

    var body: some View {
        Text("Remote").airPlay(isPresented: $screen.showsMovie, on: screen.display) { Text("Movie") }
    }
}

/// Playing on a chosen display among `connection.displays`, imperatively and declaratively.
@MainActor
@Suite("Choosing the display")
struct DisplayChoiceTests {
    /// A device with two displays connected one after the other, showing `News` (or the screen's
    /// movie) on the first.
    private func twoDisplays(
        _ platform: Platform, screen: DisplayChoiceScreen, declarative: Bool = false
    ) -> (SimulatedDevice, SimulatedDisplay, SimulatedDisplay) {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch { DisplayChoiceView(screen: screen) }
        let first = device.connectDisplay(.cable)
        device.runUntilIdle()
        let second = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        if declarative { screen.showsMovie = true } else { Air.play { Text("News") } }
        device.runUntilIdle()
        return (device, first, second)
    }

    @Test("Every connected display is listed before anything is played, so one can be chosen first", arguments: Platform.all)
    func displaysAreListedBeforePlay(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch { DisplayChoiceView(screen: DisplayChoiceScreen()) }
        device.connectDisplay(.cable)
        device.runUntilIdle()
        let second = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)

        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        #expect(second.shownTexts == ["Movie"])
    }

    @Test("Air.play(on:) shows on the chosen display and moves content there", arguments: Platform.all)
    func playOnChosenDisplay(platform: Platform) throws {
        let (device, first, second) = twoDisplays(platform, screen: DisplayChoiceScreen())
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        #expect(first.shownTexts == ["News"])

        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        #expect(second.shownTexts == ["Movie"])
        #expect(first.isMirroring)
        #expect(Air.shared.connection.presentedDisplay == displays[1])
        expectConsistent(.shared, on: device)
    }

    @Test("When the chosen display leaves, the other display takes over (resume)", arguments: Platform.all)
    func chosenDisplayLeaves(platform: Platform) throws {
        let (device, first, second) = twoDisplays(platform, screen: DisplayChoiceScreen())
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        device.disconnect(second)
        device.runUntilIdle()
        #expect(first.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A display that is no longer connected at play time: the first display shows the content", arguments: Platform.all)
    func displayGoneBeforePlay(platform: Platform) throws {
        let (device, first, second) = twoDisplays(platform, screen: DisplayChoiceScreen())
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        device.disconnect(second)
        device.runUntilIdle()
        #expect(Air.shared.connection.displays == [displays[0]])
        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        #expect(first.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("The declarative form presents on its display and follows a change of display", arguments: Platform.all)
    func declarativeDisplay(platform: Platform) throws {
        let screen = DisplayChoiceScreen()
        let (device, first, second) = twoDisplays(platform, screen: screen, declarative: true)
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        #expect(first.shownTexts == ["Movie"])
        screen.display = displays[1]
        device.runUntilIdle()
        #expect(second.shownTexts == ["Movie"])

        screen.display = displays[0]
        device.runUntilIdle()
        #expect(first.shownTexts == ["Movie"])
        #expect(second.isMirroring)
        #expect(screen.showsMovie)
        expectConsistent(.shared, on: device)
    }
}
