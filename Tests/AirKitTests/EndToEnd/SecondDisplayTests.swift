import AirKit
import AirKitStandIn
import Testing

/// A second external display connecting while content shows on a first, under both answers to whether
/// iOS drives two at once (`SimulationAssumption.externalDisplaysCoexist`): AirKit keeps the request on
/// a display either way.
@MainActor
@Suite("A second display connecting", .behaviorMatrix)
struct SecondDisplayTests {
    @Test(
        "The content stays on the first display where displays coexist, and moves to the second where it takes over",
        arguments: BehaviorRow.crossed(with: Platform.all))
    func contentStaysOnADisplay(platform: Platform, answers: BehaviorRow) {
        for policy in [ReconnectPolicy.resume, .stop] {
            let device = SimulatedDevice.airKitApp(platform, answers, idiom: .pad)
            device.launch(rootViewController: SourceRootController())
            Air.shared.reconnectPolicy = policy
            let first = device.connectDisplay(.cable)
            device.runUntilIdle()
            Air.play { Text("News") }
            device.runUntilIdle()
            #expect(first.shownTexts == ["News"])

            let second = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            if answers.behavior[.externalDisplaysCoexist] {
                #expect(first.shownTexts == ["News"], "\(policy): the chosen display keeps the content")
                #expect(second.isMirroring)
                #expect(Air.shared.connection.displays.count == 2)
            } else {
                #expect(!first.isConnected)
                #expect(second.shownTexts == ["News"], "\(policy): the display that took over shows the request")
                #expect(Air.shared.connection.displays.count == 1)
            }
            #expect(Air.shared.isPlaybackRequested, "\(policy): a takeover leaves a display to show on, so nothing ends")
            #expect(device.faults.isEmpty)
            expectConsistent(.shared, on: device)
            Air.stop()
            device.runUntilIdle()
        }
    }

    @Test(
        "Content chosen for the second display shows there, whichever answer holds",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func playOnTheSecondDisplay(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers, idiom: .pad)
        device.launch(rootViewController: SourceRootController())
        let first = device.connectDisplay(.cable)
        device.runUntilIdle()
        let second = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let display = try #require(Air.shared.connection.displays.last)
        Air.play(on: display) { Text("Movie") }
        device.runUntilIdle()

        #expect(second.shownTexts == ["Movie"])
        #expect(!first.isConnected || first.isMirroring)
        #expect(device.faults.isEmpty)
        expectConsistent(.shared, on: device)
    }
}
