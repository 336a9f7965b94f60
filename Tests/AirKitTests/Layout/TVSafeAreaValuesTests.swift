import AirKit
import AirKitStandIn
import Testing

/// What a reader of the TV-safe area saw, each time it was evaluated.
@MainActor
final class TVSafeAreaLog {
    private(set) var seen: [Air.TVSafeArea?] = []

    var last: Air.TVSafeArea? { seen.last ?? nil }

    func record(_ safeArea: Air.TVSafeArea?) {
        seen.append(safeArea)
    }
}

/// SwiftUI content on the TV that reads `\.tvSafeArea`, as a terminal sizing its grid would.
struct TVSafeAreaReader: View {
    let log: TVSafeAreaLog
    @Environment(\.tvSafeArea) private var safeArea

    var body: some View {
        let _ = log.record(safeArea)
        Text(safeArea.map { "\(Int($0.size.width)) by \(Int($0.size.height))" } ?? "no TV-safe area")
    }
}

/// UIKit content on the TV that reads `Air.tvSafeArea` in `updateProperties()`, as UIKit content does
/// from iOS 26.
final class TVSafeAreaReadingController: UIViewController {
    let log = TVSafeAreaLog()

    override func updateProperties() {
        super.updateProperties()
        log.record(Air.shared.tvSafeArea)
    }
}

/// The TV-safe area as values (`\.tvSafeArea`, `Air.tvSafeArea`) on the simulated device: they are the
/// area `.airPlaySafeArea(margin:)` and `Air.uiKitSafeAreaMargin` lay content out in, and every reader
/// sees each change of what they depend on.
@MainActor
@Suite("The TV-safe area as values")
struct TVSafeAreaValuesTests {
    nonisolated static let platforms: [Platform] = [.iOS26, .iOS27]
    /// How SwiftUI content or UIKit content reads the values.
    enum Reader: String, CaseIterable, CustomTestStringConvertible {
        case swiftUI, uiKit
        var testDescription: String { rawValue }
    }

    private let overscan = UIEdgeInsets(top: 27, left: 48, bottom: 27, right: 48)

    private func insets(_ all: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: all, left: all, bottom: all, right: all)
    }

    /// What `insets` leave of `size`.
    private func size(_ size: CGSize?, less insets: UIEdgeInsets) -> CGSize? {
        size.map { CGSize(width: $0.width - insets.left - insets.right, height: $0.height - insets.top - insets.bottom) }
    }

    @Test(
        "In SwiftUI the values are the padding .airPlaySafeArea applies plus the safe area, and the size it leaves",
        arguments: platforms, Connection.allCases)
    func swiftUIValuesMatchThePadding(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let display = connectUncompensatedTV(connection, overscan: overscan, to: device)
        let inside = TVSafeAreaLog()
        let outside = TVSafeAreaLog()
        Air.play {
            VStack {
                TVSafeAreaReader(log: outside)
                TVSafeAreaReader(log: inside).airPlaySafeArea(margin: 10)
            }
        }
        device.runUntilIdle()
        let displaySize = Air.shared.connection.presentedDisplay?.size

        #expect(shownPaddings() == [padding(top: 10, leading: 58, bottom: 37, trailing: 58)])
        let safeArea = try #require(inside.last)
        // The padding, plus the window's safe area (30 at the top) that SwiftUI keeps content in.
        #expect(safeArea.insets == UIEdgeInsets(top: 40, left: 58, bottom: 37, right: 58))
        #expect(safeArea.size == size(displaySize, less: safeArea.insets))
        let unpadded = try #require(outside.last)
        #expect(unpadded.insets == UIEdgeInsets(top: 30, left: 48, bottom: 27, right: 48), "no margin outside the modifier")
        #expect(display.shownTexts == ["1824 by 1023", "1804 by 1003"])
    }

    @Test("Outside any .airPlaySafeArea, the user's margin and the compensation reach the reader", arguments: platforms)
    func unpaddedReaderSeesChanges(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        let log = TVSafeAreaLog()
        Air.play { TVSafeAreaReader(log: log) }
        device.runUntilIdle()
        let kind = try #require(Air.shared.connection.presentedDisplay?.kind)
        #expect(log.last?.insets == .zero, "UIKit scales the overscan away, and no margin is set")

        Air.shared.safeAreaMargins.setMargin(20, for: kind)
        device.runUntilIdle()
        #expect(log.last?.insets == insets(20))

        Air.shared.displayPolicy = DisplayPolicy(overscan: .none)
        device.runUntilIdle()
        #expect(log.last?.insets == UIEdgeInsets(top: 47, left: 68, bottom: 47, right: 68))
    }

    @Test("On the phone, and while nothing is shown, there is no TV-safe area", arguments: platforms)
    func noValuesAwayFromTheTV(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        let phone = TVSafeAreaLog()
        device.launch { TVSafeAreaReader(log: phone).airPlaySafeArea(margin: 10).airPlaySource() }
        _ = device.connectDisplay(tv(.airPlay, overscan: overscan))
        device.runUntilIdle()
        #expect(!phone.seen.isEmpty)
        #expect(phone.seen.allSatisfy { $0 == nil })
        #expect(Air.shared.tvSafeArea == nil)

        Air.play(.viewController(UIViewController()))
        device.runUntilIdle()
        #expect(Air.shared.tvSafeArea != nil)
        Air.stop()
        device.runUntilIdle()
        #expect(Air.shared.tvSafeArea == nil)
    }

    @Test("In a preview the values are the preview display's", arguments: platforms)
    func previewValues(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        let inside = TVSafeAreaLog()
        let outside = TVSafeAreaLog()
        device.launch {
            AirPlayPreview(.hd1080.overscanning(), showsOverlays: false) {
                VStack {
                    TVSafeAreaReader(log: outside)
                    TVSafeAreaReader(log: inside).airPlaySafeArea(margin: 24)
                }
            }
        }
        device.runUntilIdle()
        // 5 % of 1920 by 1080 at each edge: 96 and 54.
        let unpadded = try #require(outside.last)
        #expect(unpadded.insets == UIEdgeInsets(top: 54, left: 96, bottom: 54, right: 96))
        #expect(unpadded.size == CGSize(width: 1920 - 192, height: 1080 - 108))
        let padded = try #require(inside.last)
        #expect(padded.insets == UIEdgeInsets(top: 78, left: 120, bottom: 78, right: 120))
        #expect(padded.size == CGSize(width: 1920 - 240, height: 1080 - 156))
    }

    @Test(
        "UIKit content's safe area is Air.tvSafeArea once the app sets its margin", arguments: platforms,
        Connection.allCases)
    func uiKitValuesMatchTheInsets(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        connectUncompensatedTV(connection, overscan: overscan, to: device)
        let controller = UIViewController()
        Air.play(.viewController(controller))
        device.runUntilIdle()
        let presented = try #require(Air.shared.connection.presentedDisplay)
        #expect(Air.shared.tvSafeArea?.insets == UIEdgeInsets(top: 30, left: 48, bottom: 27, right: 48))

        Air.shared.uiKitSafeAreaMargin = 12
        let safeArea = try #require(Air.shared.tvSafeArea)
        #expect(safeArea.insets == UIEdgeInsets(top: 42, left: 60, bottom: 39, right: 60))
        #expect(safeArea.size == size(presented.size, less: safeArea.insets))
        let added = controller.additionalSafeAreaInsets
        let window = presented.safeAreaInsets
        #expect(
            UIEdgeInsets(
                top: added.top + window.top, left: added.left + window.left, bottom: added.bottom + window.bottom,
                right: added.right + window.right) == safeArea.insets)
    }

    /// Shows content that reads the TV-safe area with a margin of 12 (the modifier's, or
    /// `uiKitSafeAreaMargin`), on a television that overscans; returns what the reader saw.
    private func showReader(_ reader: Reader, on device: SimulatedDevice) -> TVSafeAreaLog {
        switch reader {
        case .swiftUI:
            let log = TVSafeAreaLog()
            Air.play { TVSafeAreaReader(log: log).airPlaySafeArea(margin: 12) }
            return log
        case .uiKit:
            let controller = TVSafeAreaReadingController()
            Air.shared.uiKitSafeAreaMargin = 12
            Air.play(.viewController(controller))
            return controller.log
        }
    }

    @Test(
        "A reader sees each change: the user's margin, the policy's overscan compensation, the display's mode",
        arguments: platforms, Reader.allCases)
    func readersSeeEveryChange(platform: Platform, reader: Reader) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        let log = showReader(reader, on: device)
        device.runUntilIdle()
        let kind = try #require(Air.shared.connection.presentedDisplay?.kind)
        /// The area the reader saw last, which must be the one AirKit lays content out in now.
        func seen() -> Air.TVSafeArea? {
            if reader == .swiftUI, let last = log.last {
                // The television's window has no safe area: the padding is the whole inset.
                let inset = last.insets
                let applied = padding(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
                #expect(shownPaddings() == [applied])
            }
            if reader == .uiKit { #expect(log.last == Air.shared.tvSafeArea) }
            return log.last
        }

        var safeArea = try #require(seen())
        #expect(safeArea.insets == insets(12), "UIKit compensates by scaling: only the margin")
        #expect(safeArea.size == size(Air.shared.connection.presentedDisplay?.size, less: insets(12)))

        Air.shared.safeAreaMargins.nudge(kind, by: 1, default: 12)
        device.runUntilIdle()
        safeArea = try #require(seen())
        #expect(safeArea.insets == insets(16), "the user's margin")

        Air.shared.displayPolicy = DisplayPolicy(overscan: .none)
        device.runUntilIdle()
        safeArea = try #require(seen())
        #expect(safeArea.insets == UIEdgeInsets(top: 43, left: 64, bottom: 43, right: 64), "the overscan now left to the app")
        let before = try #require(Air.shared.connection.presentedDisplay?.size)
        #expect(safeArea.size == size(before, less: safeArea.insets))

        Air.shared.displayPolicy = DisplayPolicy(mode: .closest(to: CGSize(width: 1280, height: 720)), overscan: .none)
        device.runUntilIdle()
        let after = try #require(Air.shared.connection.presentedDisplay?.size)
        #expect(after == CGSize(width: 1280, height: 720))
        #expect(after != before)
        safeArea = try #require(seen())
        #expect(safeArea.size == CGSize(width: 1280 - 128, height: 720 - 86), "the new mode's size, less the same insets")

        Air.shared.safeAreaMargins.reset(kind)
        device.runUntilIdle()
        #expect(try #require(seen()).insets == UIEdgeInsets(top: 39, left: 60, bottom: 39, right: 60), "the app's margin again")
    }
}
