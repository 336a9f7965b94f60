import AirKit
import AirKitStandIn
import Foundation
import Testing

/// A display as the tests describe it: connected as `connection`, with the given insets and rate.
@MainActor
func tv(
    _ connection: Connection, overscan: UIEdgeInsets = .zero, safeArea: UIEdgeInsets = .zero, framesPerSecond: Int = 60
) -> SimulatedDisplay.Description {
    SimulatedDisplay.Description(
        connection: connection == .airPlay ? .airPlay : .cable, framesPerSecond: framesPerSecond, overscan: overscan,
        safeArea: safeArea)
}

/// Connects a TV that crops `overscan` and whose window has a 30-point safe area at the top, with no
/// overscan compensation, so that both reach AirKit's layout.
@MainActor
@discardableResult
func connectUncompensatedTV(_ connection: Connection, overscan: UIEdgeInsets, to device: SimulatedDevice) -> SimulatedDisplay {
    let display = device.connectDisplay(
        tv(connection, overscan: overscan, safeArea: UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)))
    display.screen.overscanCompensation = .none
    device.runUntilIdle()
    return display
}

/// The padding lines of what AirKit's window shows (`Air.snapshot()`'s drawing on the stand-in).
@MainActor
func shownPaddings() -> [String] {
    let drawing = Air.snapshot()?.pngData().map { String(decoding: $0, as: UTF8.self) } ?? ""
    return drawing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Padding") }
}

func padding(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> String {
    "Padding top \(top) leading \(leading) bottom \(bottom) trailing \(trailing)"
}

/// `.airPlaySafeArea(margin:)` and `Air.uiKitSafeAreaMargin` on the simulated device, AirPlay and cable,
/// iOS 26 and 27.
@MainActor
@Suite("The TV-safe layout")
struct TVSafeLayoutTests {
    nonisolated static let platforms: [Platform] = [.iOS26, .iOS27]
    private let overscan = UIEdgeInsets(top: 27, left: 48, bottom: 27, right: 48)

    @Test(
        "External content is inset by the overscan beyond the safe area, plus the margin", arguments: platforms,
        Connection.allCases)
    func swiftUIContentIsInset(platform: Platform, connection: Connection) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let display = connectUncompensatedTV(connection, overscan: overscan, to: device)
        Air.play { Text("Score").airPlaySafeArea(margin: 10) }
        device.runUntilIdle()
        #expect(display.shownTexts == ["Score"])
        #expect(Air.shared.connection.presentedDisplay?.overscanInsets == overscan)
        #expect(Air.shared.connection.presentedDisplay?.safeAreaInsets.top == 30)
        // Top: the safe area (30) is more than the overscan (27), so only the margin is added inside it.
        #expect(shownPaddings() == [padding(top: 10, leading: 58, bottom: 37, trailing: 58)])
    }

    @Test(
        "Under compensation the overscan is not added again, whatever insets the screen reports",
        arguments: platforms, [true, false])
    func compensatedOverscanIsNotAddedAgain(platform: Platform, insetsOnlyWithoutCompensation: Bool) {
        var behavior = SimulatedDevice.Behavior()
        behavior[.overscanInsetsShowOnlyWithoutCompensation] = insetsOnlyWithoutCompensation
        let device = SimulatedDevice.airKitApp(platform, behavior: behavior)
        device.launch { Text("Remote").airPlaySource() }
        let display = device.connectDisplay(tv(.cable, overscan: overscan))
        device.runUntilIdle()
        Air.play { Text("Score").airPlaySafeArea(margin: 10) }
        device.runUntilIdle()
        #expect(display.screen.overscanCompensation == .scale)
        #expect(display.shownTexts == ["Score"])
        #expect(shownPaddings() == [padding(top: 10, leading: 10, bottom: 10, trailing: 10)], "only the margin")
    }

    @Test("On the phone the modifier does nothing", arguments: platforms)
    func phoneContentIsNotInset(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySafeArea(margin: 10).airPlaySource() }
        _ = device.connectDisplay(tv(.airPlay, overscan: overscan))
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        let format = UIGraphicsImageRendererFormat()
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let drawing = String(decoding: try #require(image.pngData()), as: UTF8.self)
        #expect(drawing.contains(padding(top: 0, leading: 0, bottom: 0, trailing: 0)))
    }

    @Test(
        "The user's nudge replaces the app's margin for that kind only, and the TV follows", arguments: platforms,
        Connection.allCases)
    func nudgeIsPerKindAndLive(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let display = device.connectDisplay(tv(connection))
        device.runUntilIdle()
        let kind = try #require(Air.shared.connection.displays.first?.kind)
        Air.play { Text("Score").airPlaySafeArea(margin: 20) }
        device.runUntilIdle()
        #expect(shownPaddings() == [padding(top: 20, leading: 20, bottom: 20, trailing: 20)])

        Air.shared.safeAreaMargins.nudge(kind, by: 2, default: 20)
        device.runUntilIdle()
        #expect(shownPaddings() == [padding(top: 28, leading: 28, bottom: 28, trailing: 28)])
        #expect(display.shownTexts == ["Score"])
        let other = try #require(Air.Display.Kind.allCases.first { $0 != kind })
        #expect(Air.shared.safeAreaMargins.margin(for: other, default: 20) == 20)

        Air.shared.safeAreaMargins.reset(kind)
        device.runUntilIdle()
        #expect(shownPaddings() == [padding(top: 20, leading: 20, bottom: 20, trailing: 20)])
    }

    @Test("Margins are kept in UserDefaults under a documented key, per kind")
    func marginsPersist() throws {
        let suite = "AirKitTests.margins.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let first = Air.SafeAreaMargins(userDefaults: defaults)
        first.setMargin(36, for: .wired)
        #expect(Air.SafeAreaMargins.userDefaultsKey(for: .wired) == "AirKit.safeAreaMargin.wired")
        #expect(defaults.double(forKey: "AirKit.safeAreaMargin.wired") == 36)
        let relaunched = Air.SafeAreaMargins(userDefaults: defaults)
        #expect(relaunched.userMargin(for: .wired) == 36)
        #expect(relaunched.userMargin(for: .airPlay) == nil)
        #expect(relaunched.setMargin(10_000, for: .airPlay) == Air.SafeAreaMargins.range.upperBound)
    }

    @Test(
        "UIKit content's safe area grows by the overscan and margin once the app asks", arguments: platforms, Connection.allCases)
    func uiKitContentSafeArea(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let display = device.connectDisplay(tv(connection, overscan: overscan))
        display.screen.overscanCompensation = .none
        device.runUntilIdle()
        let kind = try #require(Air.shared.connection.displays.first?.kind)
        let controller = UIViewController()
        Air.play(.viewController(controller))
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == .zero, "untouched until the app asks")

        Air.shared.uiKitSafeAreaMargin = 12
        #expect(controller.additionalSafeAreaInsets == UIEdgeInsets(top: 39, left: 60, bottom: 39, right: 60))

        Air.shared.safeAreaMargins.nudge(kind, by: 1, default: 12)
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == UIEdgeInsets(top: 43, left: 64, bottom: 43, right: 64))

        Air.stop()
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == .zero, "AirKit takes its insets back when the controller leaves")
    }

    @Test(
        "UIKit content's insets follow an overscan compensation the display policy applies after the content appeared",
        arguments: platforms, Connection.allCases)
    func uiKitInsetsFollowTheDisplayPolicy(platform: Platform, connection: Connection) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(tv(connection, overscan: overscan))
        device.runUntilIdle()
        Air.shared.uiKitSafeAreaMargin = 0
        let controller = UIViewController()
        Air.play(.viewController(controller))
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == .zero, "UIKit compensates by scaling: nothing to keep clear of")

        Air.shared.displayPolicy = DisplayPolicy(overscan: .none)
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == overscan, "the overscan now left to the app")

        Air.shared.displayPolicy = .system
        device.runUntilIdle()
        #expect(controller.additionalSafeAreaInsets == .zero, "UIKit's compensation again")
    }
}
