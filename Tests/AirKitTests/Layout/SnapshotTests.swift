import AirKit
import AirKitStandIn
import Foundation
import Testing

/// `Air.snapshot()`: an image of AirKit's window on the display, equal for the same content and
/// different for different content, on both paths and both kinds of display.
@MainActor
@Suite("Snapshots of the external window")
struct SnapshotTests {
    nonisolated static let platforms: [Platform] = [.iOS26, .iOS27]

    @Test("No content shown, no snapshot", arguments: platforms, Connection.allCases)
    func noSnapshotWhileMirroring(platform: Platform, connection: Connection) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(Air.snapshot() == nil)
    }

    @Test("Two snapshots of the same content are equal; other content differs", arguments: platforms, Connection.allCases)
    func sameContentComparesEqual(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()

        Air.play { Text("Score 1") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Score 1"])
        let first = try #require(Air.snapshot())
        let again = try #require(Air.snapshot())
        #expect(first.pngData() == again.pngData())
        #expect(first.size == tv.shownWindow?.bounds.size)
        #expect(first.scale == tv.shownWindow?.traitCollection.displayScale)

        Air.play { Text("Score 2") }
        device.runUntilIdle()
        let other = try #require(Air.snapshot())
        #expect(other.pngData() != first.pngData())

        Air.play { Text("Score 1") }
        device.runUntilIdle()
        #expect(Air.snapshot()?.pngData() == first.pngData(), "the same content again draws the same")
    }

    @Test("UIKit content is drawn too, label text included", arguments: platforms, Connection.allCases)
    func uiKitContentIsDrawn(platform: Platform, connection: Connection) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(connection.display)
        device.runUntilIdle()
        let label = UILabel(frame: .zero)
        label.text = "Chapter 1"
        Air.play(.view(label))
        device.runUntilIdle()
        let first = try #require(Air.snapshot())
        label.text = "Chapter 2"
        let second = try #require(Air.snapshot())
        #expect(first.pngData() != second.pngData())
        let drawing = String(decoding: try #require(second.pngData()), as: UTF8.self)
        #expect(drawing.contains("\"Chapter 2\""))
    }

    @Test("Drawing outside an image renderer draws nothing")
    func drawingNeedsARenderer() {
        #expect(!UIView(frame: .zero).drawHierarchy(in: .zero, afterScreenUpdates: true))
    }
}
