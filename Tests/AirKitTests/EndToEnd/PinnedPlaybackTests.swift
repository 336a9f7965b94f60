import AirKit
import AirKitStandIn
import Testing

/// `Air.play(_:pinnedTo:)`: a request per display, shown at once where iOS drives two displays
/// (`SimulationAssumption.externalDisplaysCoexist`, held here where the subject needs it).
@MainActor
@Suite("Requests pinned to a display", .behaviorMatrix)
struct PinnedPlaybackTests {
    /// A device with a cable display and an AirPlay display, both listed.
    private func twoDisplays(_ platform: Platform, _ answers: BehaviorRow) throws -> (
        SimulatedDevice, SimulatedDisplay, SimulatedDisplay, [Air.Display]
    ) {
        let device = SimulatedDevice.airKitApp(platform, answers, idiom: .pad, holding: [.externalDisplaysCoexist])
        device.launch(rootViewController: SourceRootController())
        let cable = device.connectDisplay(.cable)
        device.runUntilIdle()
        let airPlay = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        return (device, cable, airPlay, displays)
    }

    @Test(
        "Two requests show at once, each on the display it is pinned to",
        arguments: BehaviorRow.crossed(with: Platform.all))
    func twoAtOnce(platform: Platform, answers: BehaviorRow) throws {
        let (device, cable, airPlay, displays) = try twoDisplays(platform, answers)
        Air.play(pinnedTo: displays[0]) { Text("Guest 1") }
        Air.play(pinnedTo: displays[1]) { Text("Guest 2") }
        device.runUntilIdle()

        #expect(cable.shownTexts == ["Guest 1"])
        #expect(airPlay.shownTexts == ["Guest 2"])
        #expect(Air.shared.connection.presentedDisplays.map(\.id) == displays.map(\.id))
        #expect(Air.shared.connection.presentedDisplay == nil, "no request made with play(_:on:)")
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)

        Air.stop(on: displays[0])
        device.runUntilIdle()
        #expect(cable.isMirroring)
        #expect(airPlay.shownTexts == ["Guest 2"], "the other display's request goes on")
        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)

        Air.stop()
        device.runUntilIdle()
        #expect(airPlay.isMirroring)
        #expect(Air.shared.connection.presentedDisplays.isEmpty)
    }

    @Test(
        "The main request leaves a display a request is pinned to, for another display or to wait",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func mainRequestGivesWay(platform: Platform, answers: BehaviorRow) throws {
        let (device, cable, airPlay, displays) = try twoDisplays(platform, answers)
        Air.play { Text("News") }
        device.runUntilIdle()
        #expect(cable.shownTexts == ["News"])

        Air.play(pinnedTo: displays[0]) { Text("Guest") }
        device.runUntilIdle()
        #expect(cable.shownTexts == ["Guest"])
        #expect(airPlay.shownTexts == ["News"], "the main request moved to the free display")

        Air.play(pinnedTo: displays[1]) { Text("Second guest") }
        device.runUntilIdle()
        #expect(airPlay.shownTexts == ["Second guest"])
        #expect(Air.shared.isPlaybackRequested && !Air.shared.connection.isViewAdded, "no display is free: it waits")

        Air.stop(on: displays[1])
        device.runUntilIdle()
        #expect(airPlay.shownTexts == ["News"], "a display freed takes the waiting request")
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Unplugging a pinned request's display ends it under every policy; the other display goes on",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func unplugEndsThePinnedRequest(platform: Platform, answers: BehaviorRow) throws {
        for policy in [ReconnectPolicy.resume, .stop, .stopWithItsDisplay] {
            let (device, cable, airPlay, displays) = try twoDisplays(platform, answers)
            Air.shared.reconnectPolicy = policy
            Air.play(pinnedTo: displays[0]) { Text("Guest 1") }
            Air.play(pinnedTo: displays[1]) { Text("Guest 2") }
            device.runUntilIdle()

            device.disconnect(cable)
            device.runUntilIdle()
            #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged, "\(policy)")
            #expect(airPlay.shownTexts == ["Guest 2"], "\(policy): never moved to the display that stayed")

            let again = device.connectDisplay(.cable)
            device.runUntilIdle()
            #expect(again.isMirroring, "\(policy): a display plugged in again is a new display")
            #expect(device.faults.isEmpty)
            expectConsistent(.shared, on: device)
            Air.stop()
            device.runUntilIdle()
        }
    }

    @Test(
        "A pinned request waits while the app is away and comes back to its display",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func waitsInTheBackground(platform: Platform, answers: BehaviorRow) throws {
        let (device, cable, airPlay, displays) = try twoDisplays(platform, answers)
        Air.play(pinnedTo: displays[1]) { Text("Guest") }
        device.runUntilIdle()
        #expect(airPlay.shownTexts == ["Guest"])

        device.moveToBackground()
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()
        #expect(airPlay.shownTexts == ["Guest"])
        #expect(cable.isMirroring, "it never went to the other display")
        #expect(Air.shared.lastPlaybackEnd == nil, "nothing ended")
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Pinning again replaces the request on that display; pinning to an unplugged display ends at once",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func replaceAndRefuse(platform: Platform, answers: BehaviorRow) throws {
        let (device, cable, _, displays) = try twoDisplays(platform, answers)
        Air.play(pinnedTo: displays[0]) { Text("Guest 1") }
        device.runUntilIdle()
        Air.play(pinnedTo: displays[0]) { Text("Guest 1, rebooted") }
        device.runUntilIdle()
        #expect(cable.shownTexts == ["Guest 1, rebooted"])
        #expect(Air.shared.lastPlaybackEnd?.reason == .replaced)

        device.disconnect(cable)
        device.runUntilIdle()
        Air.play(pinnedTo: displays[0]) { Text("Too late") }
        device.runUntilIdle()
        #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged)
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Two surfaces pinned to two displays run at each display's own size and rate",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func twoSurfaces(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers, idiom: .pad, holding: [.externalDisplaysCoexist])
        device.launch(rootViewController: SourceRootController())
        device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        let first = SurfaceRenderer()
        let second = SurfaceRenderer()
        Air.play(.surface(first.surface), pinnedTo: displays[0])
        Air.play(.surface(second.surface), pinnedTo: displays[1])
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)

        #expect(first.metrics.last??.pixelSize == CGSize(width: 3840, height: 2160))
        #expect(second.metrics.last??.pixelSize == CGSize(width: 1280, height: 720))
        #expect(first.frames.count == 50 && second.frames.count == 30)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Where a second display takes over the first, the request pinned to the first ends and nothing breaks",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func underEitherAnswer(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers, idiom: .pad)
        device.launch(rootViewController: SourceRootController())
        device.connectDisplay(.cable)
        device.runUntilIdle()
        let first = try #require(Air.shared.connection.displays.first)
        Air.play(pinnedTo: first) { Text("Guest") }
        device.runUntilIdle()

        let second = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        if answers.behavior[.externalDisplaysCoexist] {
            #expect(Air.shared.lastPlaybackEnd == nil)
            #expect(second.isMirroring)
        } else {
            #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged)
            #expect(second.isMirroring, "a pinned request never moves")
        }
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)
    }
}
