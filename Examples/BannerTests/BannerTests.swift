import AirKit
import AirKitStandIn
import Foundation
import Testing

@testable import Banner

/// The banner app on the simulated device, with the Info.plist it ships: type a message on the
/// device, show it on the TV, edit it live, stop.
@MainActor
@Suite("The Banner example on the simulated device")
struct BannerTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let os: Int
        let sdk: Int
        var testDescription: String { "iOS \(os) (SDK \(sdk))" }
    }

    nonisolated static let rows = [Row(os: 17, sdk: 26), Row(os: 26, sdk: 26), Row(os: 27, sdk: 26), Row(os: 27, sdk: 27)]

    /// The example's own Info.plist, as the built app would carry it.
    private static func shippedInfoPlist() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Banner/Banner/Info.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(plist as? [String: Any])
    }

    /// The device answers every open question the harder way (its defaults): the example must work
    /// whatever iOS turns out to do.
    @Test("Type, show, edit live, stop", arguments: rows)
    func bannerFollowsTheMessage(row: Row) throws {
        let device = SimulatedDevice(
            os: row.os, sdk: row.sdk, idiom: .pad, infoPlist: try Self.shippedInfoPlist(), behavior: .harderAnswers)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        let store = MessageStore()
        device.launch { ContentView(store: store) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(device.isButtonEnabled("Show on External Display") == true)

        #expect(device.enterText("Hello, TV"))
        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Hello, TV"])

        #expect(device.enterText("Now live"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Now live"])

        #expect(device.tapButton("Stop"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.faults.isEmpty)
        #expect(!device.log.contains { $0.level == .error }, "no AirKit warning with the shipped setup")
    }
}
