import AirKit
import AirKitStandIn
import Foundation
import Testing

@testable import Banner

/// The banner app on the simulated device, with the Info.plist it ships: type a message on the
/// device, move the banner to the TV (a placeholder takes its place), edit it live, bring it back,
/// play a video instead.
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

    /// The app launched with a TV connected over AirPlay. The device answers every open question the
    /// harder way (its defaults): the example must work whatever iOS turns out to do.
    private static func launched(_ row: Row) throws -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice(
            os: row.os, sdk: row.sdk, idiom: .pad, infoPlist: try shippedInfoPlist(), behavior: .harderAnswers)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        let store = MessageStore()
        device.launch { ContentView(store: store) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        return (device, tv)
    }

    private static func phoneTexts(_ device: SimulatedDevice) -> [String] {
        device.mainWindow.map(device.texts(in:)) ?? []
    }

    @Test("Type, show (a placeholder stays), edit live, bring back, stop", arguments: rows)
    func bannerFollowsTheMessage(row: Row) throws {
        let (device, tv) = try Self.launched(row)
        #expect(device.isButtonEnabled("Show on External Display") == true)

        #expect(device.enterText("Hello, TV"))
        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Hello, TV"])
        #expect(Self.phoneTexts(device).contains(AirPlayPlaceholder.message))

        #expect(device.enterText("Now live"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Now live"])

        #expect(device.tapButton(AirPlayPlaceholder.returnTitle))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Self.phoneTexts(device).contains(AirPlayPlaceholder.message))

        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        #expect(device.tapButton("Stop"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Self.phoneTexts(device).contains(AirPlayPlaceholder.message), "Stop brings the banner back too")
        #expect(device.faults.isEmpty)
        #expect(!device.log.contains { $0.level == .error }, "no AirKit warning with the shipped setup")
    }

    @Test("A video replaces the banner on the TV and the banner comes back to the device", arguments: rows)
    func videoReplacesTheBanner(row: Row) throws {
        let (device, tv) = try Self.launched(row)
        #expect(device.enterText("Hello, TV"))
        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Hello, TV"])

        #expect(device.tapButton("Play Video"))
        device.runUntilIdle()
        #expect(tv.shownPlayers.count == 1)
        #expect(!tv.showsExternalPlayback, "the video stays in AirKit's window")
        #expect(!Self.phoneTexts(device).contains(AirPlayPlaceholder.message))

        #expect(device.tapButton("Stop"))
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.faults.isEmpty)
    }

    /// The padding lines of what AirKit's window on the TV draws.
    private static func tvPaddings() -> [String] {
        let drawing = Air.snapshot()?.pngData().map { String(decoding: $0, as: UTF8.self) } ?? ""
        return drawing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Padding") }
    }

    @Test("The margin control moves the banner away from the TV's edges, for this kind of display only", arguments: rows)
    func marginControlNudgesTheBanner(row: Row) throws {
        let (device, _) = try Self.launched(row)
        #expect(device.tapButton("Show on External Display"))
        device.runUntilIdle()
        let margin = ExternalView.margin
        #expect(Self.tvPaddings() == ["Padding top \(margin) leading \(margin) bottom \(margin) trailing \(margin)"])
        #expect(Self.phoneTexts(device).contains(SafeAreaMarginControl.label(margin: margin)))
        #expect(device.isButtonEnabled(SafeAreaMarginControl.resetTitle) == false, "nothing to reset yet")

        #expect(device.tapButton(SafeAreaMarginControl.largerTitle))
        device.runUntilIdle()
        let larger = margin + Air.SafeAreaMargins.step
        #expect(Self.tvPaddings() == ["Padding top \(larger) leading \(larger) bottom \(larger) trailing \(larger)"])
        #expect(Self.phoneTexts(device).contains(SafeAreaMarginControl.label(margin: larger)))
        let kind = try #require(Air.shared.connection.presentedDisplay?.kind)
        #expect(Air.shared.safeAreaMargins.userMargin(for: kind) == larger)
        for other in Air.Display.Kind.allCases where other != kind {
            #expect(Air.shared.safeAreaMargins.userMargin(for: other) == nil, "kept for this kind of display only")
        }

        #expect(device.tapButton(SafeAreaMarginControl.resetTitle))
        device.runUntilIdle()
        #expect(Self.tvPaddings() == ["Padding top \(margin) leading \(margin) bottom \(margin) trailing \(margin)"])
        #expect(device.faults.isEmpty)
    }

    @Test(
        "The AirPlay button lists video receivers first; the mirroring guide shows until a display is available", arguments: rows)
    func routePickerAndGuide(row: Row) throws {
        let device = SimulatedDevice(
            os: row.os, sdk: row.sdk, idiom: .pad, infoPlist: try Self.shippedInfoPlist(), behavior: .harderAnswers)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        let store = MessageStore()
        device.launch { ContentView(store: store) }
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        #expect(device.routePickers(in: window).map(\.prioritizesVideoDevices) == [true])
        #expect(Self.phoneTexts(device).contains(ScreenMirroringGuide.title))

        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(!Self.phoneTexts(device).contains(ScreenMirroringGuide.title))
        #expect(device.routePickers(in: window).count == 1, "the AirPlay button stays, for the video")
    }
}
