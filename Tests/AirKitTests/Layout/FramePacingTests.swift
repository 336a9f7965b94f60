import AirKit
import AirKitStandIn
import Testing

/// Counts a timeline's content evaluations.
@MainActor
final class TimelineCount {
    var updates = 0
}

struct CountingTimeline: View {
    let count: TimelineCount
    let paced: Bool
    @Environment(\.externalDisplay) private var display

    var body: some View {
        TimelineView(paced ? .animation(pacedTo: display) : .animation) { _ in
            Text(tick())
        }
    }

    private func tick() -> String {
        count.updates += 1
        return "frame"
    }
}

/// `TimelineView(.animation)` on the TV under both answers of whose frames drive it, and
/// `.animation(pacedTo:)`, which keeps it at or below the TV's rate under both, with the numbers its
/// documentation gives.
@MainActor
@Suite("Frame pacing on the TV")
struct FramePacingTests {
    nonisolated static let platforms: [Platform] = [.iOS26, .iOS27]

    private func updatesPerSecond(
        platform: Platform, connection: Connection, follows: Bool, paced: Bool, tvRate: Int = 60
    ) -> Int {
        var behavior = SimulatedDevice.Behavior()
        behavior[.animationsFollowTheirWindowsDisplay] = follows
        let device = SimulatedDevice.airKitApp(platform, behavior: behavior)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(tv(connection, framesPerSecond: tvRate))
        device.runUntilIdle()
        let count = TimelineCount()
        Air.play { CountingTimeline(count: count, paced: paced) }
        device.runUntilIdle()
        #expect(Air.shared.connection.presentedDisplay?.maximumFramesPerSecond == tvRate)
        count.updates = 0
        device.runDisplayFrames(forSeconds: 1)
        return count.updates
    }

    @Test("Unpaced, the timeline follows whichever clock drives it", arguments: platforms, Connection.allCases)
    func unpacedFollowsTheClock(platform: Platform, connection: Connection) {
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: false, paced: false) == 120)
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: true, paced: false) == 60)
    }

    @Test(
        "Paced to the display, the timeline never updates faster than the TV under either answer", arguments: platforms,
        Connection.allCases)
    func pacedFollowsTheTV(platform: Platform, connection: Connection) {
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: false, paced: true) == 60)
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: true, paced: true) == 60)
        // A 50 Hz TV: on its own frames, every one; on the phone's 120 Hz clock, every third frame is
        // the first at least nine tenths of a TV frame after the last (40 a second): never more than the TV shows.
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: true, paced: true, tvRate: 50) == 50)
        #expect(updatesPerSecond(platform: platform, connection: connection, follows: false, paced: true, tvRate: 50) == 40)
    }
}
