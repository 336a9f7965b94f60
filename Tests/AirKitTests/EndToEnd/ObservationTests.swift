import AirKit
import AirKitStandIn
import Testing

/// The README of the AirKit package whose API AirKit keeps (`github.com/heestand-xyz/AirKit`, commit
/// `71f98fb`): "Use SwiftUI `.onChange` or an `Observations` sequence when side effects are needed."
private struct AvailabilityWatcher: View {
    let record: (Bool) -> Void

    var body: some View {
        Text("Watching")
            .airPlaySource()
            .onChange(of: Air.shared.connection.isAvailable, initial: true) { _, isAvailable in
                // Update controls or other connection-dependent state.
                record(isAvailable)
            }
    }
}

@MainActor
@Suite("Observing AirKit", .behaviorMatrix)
struct ObservationTests {
    @Test("onChange(of:initial:) on connection.isAvailable sees every change", arguments: BehaviorRow.crossed(with: Platform.all))
    func onChangeSeesAvailability(platform: Platform, answers: BehaviorRow) {
        var seen: [Bool] = []
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { AvailabilityWatcher { seen.append($0) } }
        device.runUntilIdle()
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(seen == [false, true, false])
    }

    /// The time limit turns a sequence that never delivers into a failure instead of a hung run. It is
    /// generous because this test awaits the main actor, which the randomized suites hold for minutes
    /// at a time when the whole suite runs in parallel on a busy 2-core machine (the randomized playback
    /// suite alone holds it for about 400 s), and a job that awaits it waits behind them.
    @Test(
        "An Observations sequence delivers availability, playback and attachment", .timeLimit(.minutes(30)),
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func observationsSequence(platform: Platform, answers: BehaviorRow) async {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView() }
        device.runUntilIdle()
        let air = Air.shared
        let states = Observations { "\(air.connection.isAvailable) \(air.isPlaybackRequested) \(air.connection.isViewAdded)" }
        var iterator = states.makeAsyncIterator()
        #expect(await iterator.next() == "false false false")

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(await iterator.next() == "true false false")

        air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(await iterator.next() == "true true true")
        #expect(tv.shownTexts == ["Movie"])
    }
}

/// Records whether an observation fired.
@MainActor
private final class Fired {
    var displays = false
    var presented = false
}

/// A display's facts change while it is listed and shows content: every reader sees the change.
@MainActor
@Suite("Observing a display's facts")
struct DisplayFactsObservationTests {
    @Test(
        "A change of a display's route reaches readers of displays, presentedDisplay and the content's environment",
        arguments: [Platform.iOS26, .iOS27])
    func factsChangeReachesEveryReader(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { KindLabel() }
        device.runUntilIdle()
        try #require(tv.shownTexts == ["unknown"])
        let fired = Fired()
        withObservationTracking {
            _ = Air.shared.connection.displays
        } onChange: {
            MainActor.assumeIsolated { fired.displays = true }
        }
        withObservationTracking {
            _ = Air.shared.connection.presentedDisplay
        } onChange: {
            MainActor.assumeIsolated { fired.presented = true }
        }

        device.setAudioSessionActive(true)
        device.runUntilIdle()
        #expect(Air.shared.connection.displays.first?.kind == .airPlay)
        #expect(fired.displays, "connection.displays notified")
        #expect(fired.presented, "connection.presentedDisplay notified")
        #expect(tv.shownTexts == ["airPlay"], "the content read the new kind from \\.externalDisplay")
    }

    @Test("Two values of the same display differ when a fact differs; their ids do not", arguments: [Platform.iOS26, .iOS27])
    func identityAndEquality(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Text("Remote").airPlaySource() }
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let before = try #require(Air.shared.connection.displays.first)
        device.setAudioSessionActive(true)
        device.runUntilIdle()
        let after = try #require(Air.shared.connection.displays.first)
        #expect(before.id == after.id)
        #expect(before != after)
    }
}

/// Shows the kind of the display it is on.
private struct KindLabel: View {
    @Environment(\.externalDisplay) private var display

    var body: some View {
        Text(display.map { "\($0.kind)" } ?? "none")
    }
}

@MainActor
@Suite("AirKit logging")
struct LoggingTests {
    @Test(
        "Logs use subsystem AirKit, category Connection, and cover configuration, sources, playback and attachment",
        arguments: [Platform.iOS26, .iOS27])
    func logsTellTheStory(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()

        let entries = device.log.filter { $0.subsystem == "AirKit" }
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.category == "Connection" })
        let messages = entries.map(\.message)
        let path = platform.usesSceneAccessories ? "scene accessory" : "Info.plist scene role"
        let expectedFragments = [
            "iOS \(platform.os).0, built with SDK \(platform.sdk).0: external scenes come through the \(path)",
            "source 1", "external scene", "play requested", "window attached", "stop requested", "window removed",
        ]
        for fragment in expectedFragments {
            #expect(messages.contains { $0.contains(fragment) }, "no log line mentions \(fragment)")
        }
        if platform.usesSceneAccessories {
            #expect(messages.contains { $0.contains("accessory available: true") })
        }
        #expect(entries.allSatisfy { $0.redactedMessage == $0.message }, "AirKit logs nothing private")
    }
}
