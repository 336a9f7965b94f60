import AirKit
import AirKitStandIn
import Foundation
import Testing

@testable import Scoreboard

/// The Scoreboard example (UIKit, no storyboard, app delegate and scene delegate) on the simulated
/// device, with the Info.plist it ships, under the harder answer to every open question.
@MainActor
@Suite("The Scoreboard example on the simulated device")
struct ScoreboardTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let os: Int
        let sdk: Int
        var testDescription: String { "iOS \(os) (SDK \(sdk))" }
    }

    nonisolated static let rows = [Row(os: 17, sdk: 26), Row(os: 26, sdk: 26), Row(os: 27, sdk: 26), Row(os: 27, sdk: 27)]

    /// The example's Info.plist as the built app carries it: Xcode replaces `$(PRODUCT_MODULE_NAME)`.
    private static func shippedInfoPlist() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scoreboard/Scoreboard/Info.plist")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "$(PRODUCT_MODULE_NAME)", with: "Scoreboard")
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        return try #require(plist as? [String: Any])
    }

    private static func launched(_ row: Row) throws -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice(
            os: row.os, sdk: row.sdk, idiom: .phone, infoPlist: try shippedInfoPlist(), behavior: .harderAnswers)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.classes.register(SceneDelegate.self) { SceneDelegate() }
        device.launch(appDelegate: nil)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        return (device, tv)
    }

    private static func phoneTexts(_ device: SimulatedDevice) -> [String] {
        device.mainWindow.map(device.texts(in:)) ?? []
    }

    @Test("Score, show the scoreboard on the TV, score live, switch tabs, stop", arguments: rows)
    func scoreboardFollowsTheScore(row: Row) throws {
        let (device, tv) = try Self.launched(row)
        #expect(Self.phoneTexts(device).contains("TV connected"))
        #expect(tv.isMirroring)

        #expect(device.tapButton("Home +1"))
        #expect(device.tapButton("Show on TV"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Home 1 – 0 Away"])
        #expect(Self.phoneTexts(device).contains("On the TV"))

        #expect(device.tapButton("Away +1"))
        #expect(device.tapButton("Away +1"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Home 1 – 2 Away"], "the TV follows the score live")

        let tabs = try #require(device.mainWindow?.rootViewController as? UITabBarController)
        tabs.selectedIndex = 1
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Home 1 – 2 Away"], "the tab bar controller is the source: another tab keeps the TV")
        tabs.selectedIndex = 0
        device.runUntilIdle()

        #expect(device.tapButton("Stop TV"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.faults.isEmpty)
    }

    @Test("Unplugged and plugged back, the scoreboard comes back", arguments: rows)
    func scoreboardComesBack(row: Row) throws {
        let (device, tv) = try Self.launched(row)
        #expect(device.tapButton("Show on TV"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Home 0 – 0 Away"])

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(Self.phoneTexts(device).contains("No TV: connect one by AirPlay or cable"))
        let again = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(again.shownTexts == ["Home 0 – 0 Away"])
        #expect(device.faults.isEmpty)
    }

    @Test("The replay: Metal frames at the TV's size and rate, under the score and a Paused veil", arguments: rows)
    func replayUnderAnOverlay(row: Row) throws {
        let (device, tv) = try Self.launched(row)
        #expect(device.tapButton("Home +1"))
        #expect(device.tapButton("Show replay"))
        device.runUntilIdle()
        #expect(!tv.isMirroring)
        #expect(tv.shownTexts == ["Home 1 – 0 Away"], "the score over the frames")

        let controller = try #require(device.mainWindow?.rootViewController as? UITabBarController)
        let navigation = try #require(controller.viewControllers?.first as? UINavigationController)
        let phone = try #require(navigation.viewControllers.first as? ScoreViewController)
        let replay = phone.replay
        let metalLayer = try #require(replay.surface.metalLayer)
        let screen = tv.screen
        #expect(
            metalLayer.drawableSize
                == CGSize(width: screen.bounds.width * screen.nativeScale, height: screen.bounds.height * screen.nativeScale),
            "the whole TV, at its native scale")
        #expect(metalLayer.device != nil)
        device.runDisplayFrames(forSeconds: 1)
        #expect(replay.framesDrawn == tv.description.framesPerSecond, "one frame per frame of the TV")
        #expect(metalLayer.drawablesInUse == 0, "each drawable presented by its command buffer")

        #expect(device.tapButton("Pause replay"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Paused", "Home 1 – 0 Away"])
        let drawnWhenPaused = replay.framesDrawn
        device.runDisplayFrames(forSeconds: 1)
        #expect(replay.framesDrawn == drawnWhenPaused, "paused: the last frame stays")

        #expect(device.tapButton("Resume replay"))
        #expect(device.tapButton("Away +1"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Home 1 – 1 Away"])

        #expect(device.tapButton("Stop TV"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.activeDisplayLinks == 0)
        #expect(device.faults.isEmpty)
    }
}
