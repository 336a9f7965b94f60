import Testing

@testable import AirKit

/// The machine's answers to the app leaving the foreground and to Stage Manager extending the display.
struct PresentationMachineLifecycleTests {
    static let tv = SceneID(rawValue: 1)
    static let player = SourceID(rawValue: 1)
    static let movie = ContentID(rawValue: 1)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    @Test(
        "A scene that leaves with the app keeps the request waiting, whatever the policy",
        arguments: [ReconnectPolicy.resume, .stop])
    func leavingWithTheAppKeepsTheRequest(policy: ReconnectPolicy) {
        var machine = PresentationMachine(path: .infoPlist, reconnectPolicy: policy, invariantPolicy: .trap)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        _ = machine.playRequested(Self.movie)
        let effects = machine.sceneDidDisconnect(Self.tv, appLeftForeground: true)
        #expect(effects.contains(.detachWindow(from: Self.tv)))
        #expect(effects.contains(.log(.notice("external scene 1 left with the app (background or locked)"))))
        #expect(machine.playback == .waiting(Self.movie))
    }

    @Test("An unplug with the stop policy still ends the request")
    func unplugWithStopPolicyEnds() {
        var machine = PresentationMachine(path: .infoPlist, reconnectPolicy: .stop, invariantPolicy: .trap)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        _ = machine.playRequested(Self.movie)
        _ = machine.sceneDidDisconnect(Self.tv)
        #expect(machine.playback == .stopped)
    }

    @Test("An extended display hides a source's availability, and says so once, at notice")
    func extendedDisplayHidesSourceAvailability() {
        var machine = PresentationMachine(path: .sceneAccessory, invariantPolicy: .trap)
        _ = machine.sourceDidRegister(Self.player)
        _ = machine.sourceAvailabilityDidChange(Self.player, isAvailable: true)
        #expect(machine.isAvailable)

        let effects = machine.extendedDisplayDidChange(true)
        #expect(!machine.isAvailable)
        #expect(effects.contains(.log(.notice(PresentationMachine.extendedDisplayNotice))))
        #expect(effects.contains(.log(.notice("no display is available"))))
        #expect(machine.extendedDisplayDidChange(true).isEmpty)

        _ = machine.extendedDisplayDidChange(false)
        #expect(machine.isAvailable)
    }

    @Test("A connected scene stays available while another display is extended")
    func connectedSceneStaysAvailable() {
        var machine = PresentationMachine(path: .sceneAccessory, invariantPolicy: .trap)
        _ = machine.extendedDisplayDidChange(true)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        #expect(machine.isAvailable)
    }
}
