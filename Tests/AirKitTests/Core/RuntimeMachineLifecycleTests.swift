import Testing

@testable import AirKit

/// The runtime's answers to the app leaving the foreground, coming back, and Stage Manager extending the
/// display: a scene that leaves with the app leaves its display known, and the system's list is
/// reconciled when the app returns.
struct RuntimeMachineLifecycleTests {
    @Test(
        "A scene that leaves with the app keeps the request waiting, whatever the policy",
        arguments: [ReconnectPolicy.resume, .stop])
    func leavingWithTheAppKeepsTheRequest(policy: ReconnectPolicy) {
        var machine = RuntimeMachine(path: .infoPlist, reconnectPolicy: policy, invariantPolicy: .trap)
        machine.handle([.connect(Core.tv), .play(Core.movie), .active(false)])
        let effects = machine.handle(.disconnect(Core.tv))
        #expect(effects.contains(.detachWindow(from: Core.tv)))
        #expect(effects.logLines.contains(.notice("external scene 1 left with the app (background, locked or covered)")))
        #expect(machine.shown == .waiting(Core.movie))
        #expect(machine.state.displays.map(\.isPresentable) == [false], "listed, not presentable, while the app is away")
    }

    @Test("An unplug with the stop policy still ends the request")
    func unplugWithStopPolicyEnds() {
        var machine = RuntimeMachine(path: .infoPlist, reconnectPolicy: .stop, invariantPolicy: .trap)
        machine.handle([.connect(Core.tv), .play(Core.movie), .disconnect(Core.tv)])
        #expect(machine.shown == .stopped)
    }

    @Test(
        "A display unplugged while the app was away is unplugged when the app is back and the scenes are in",
        arguments: [PresentationPath.infoPlist, .sceneAccessory])
    func unplugWhileAwayIsReconciledOnReturn(path: PresentationPath) {
        var machine = RuntimeMachine(path: path, invariantPolicy: .trap)
        machine.handle([.register(Core.player), .available(Core.player, true)])
        machine.handle([.connect(Core.tv, for: Core.player), .connect(Core.monitor, for: Core.player)])
        machine.handle([.active(false), .disconnect(Core.tv), .disconnect(Core.monitor)])
        #expect(machine.state.displays.count == 2, "both listed while the app is away")
        // Back: the system gives the monitor its scene again, on the same screen; the TV was unplugged meanwhile.
        let monitorAgain = RuntimeMachine.Event.sceneDidConnect(
            SceneID(rawValue: 3), screen: ScreenKey(rawValue: Core.monitor.rawValue), facts: Core.facts(), source: Core.player)
        machine.handle([.active(true), monitorAgain])
        #expect(machine.displays.displays.count == 2, "known, unconfirmed, until this turn's scene changes are in")
        _ = machine.handle(.settle)
        #expect(
            machine.state.displays.map(\.id) == [DisplayID(rawValue: 2)], "the TV is no longer listed; the monitor keeps its id")
        #expect(machine.state.displays.map(\.isPresentable) == [true])
    }

    @Test("Under the stop policy, a request whose only display was unplugged while the app was away ends on return")
    func stopPolicyEndsOnReturn() {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = RuntimeMachine(path: path, reconnectPolicy: .stop, invariantPolicy: .trap)
            machine.handle([.register(Core.player), .available(Core.player, true), .connect(Core.tv, for: Core.player)])
            machine.handle([
                .play(Core.movie), .active(false), .disconnect(Core.tv), .active(true), .available(Core.player, true),
            ])
            _ = machine.handle(.settle)
            #expect(machine.shown == .stopped, "\(path)")
            #expect(machine.state.lastEnd?.reason == .displayUnplugged, "\(path)")
        }
    }

    @Test("On the scene accessory path, returning with no source in the interface keeps the display: the system offers no scene")
    func returnWithoutScenesKeepsTheDisplay() {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .trap)
        machine.handle([.register(Core.player), .available(Core.player, true), .connect(Core.tv, for: Core.player)])
        machine.handle([.active(false), .disconnect(Core.tv), .unregister(Core.player), .active(true), .settle])
        #expect(machine.displays.displays.count == 1, "kept, so that its scene coming back is the same display")
    }

    @Test(
        "On the scene accessory path, a display whose scene left with its source is unplugged once another source reports it available without it"
    )
    func displayLeftWithItsSourceIsGoneWhenTheSystemOffersAgain() {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .trap)
        machine.handle([.register(Core.player), .available(Core.player, true), .connect(Core.tv, for: Core.player)])
        machine.handle([.unregister(Core.player), .disconnect(Core.tv), .settle])
        #expect(machine.displays.displays.count == 1, "kept while no source is on screen: the system can offer no scene")

        let effects = machine.handle([.register(Core.modal), .available(Core.modal, true)])
        #expect(effects.contains(.settleNextTurn), "the system gives its scenes this turn; AirKit looks once they are in")
        _ = machine.handle(.settle)
        #expect(machine.displays.displays.isEmpty, "no scene came back for it: it was unplugged")
    }

    @Test("On the scene accessory path, a display whose scene comes back for another source keeps its id")
    func displayWhoseSceneComesBackKeepsItsID() throws {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .trap)
        machine.handle([.register(Core.player), .available(Core.player, true), .connect(Core.tv, for: Core.player)])
        let id = try #require(machine.state.displays.first?.id)
        machine.handle([.unregister(Core.player), .disconnect(Core.tv), .settle])
        let sceneAgain = RuntimeMachine.Event.sceneDidConnect(
            SceneID(rawValue: 3), screen: ScreenKey(rawValue: Core.tv.rawValue), facts: Core.facts(), source: Core.modal)
        machine.handle([.register(Core.modal), .available(Core.modal, true), sceneAgain, .settle])
        #expect(machine.state.displays.map(\.id) == [id])
        #expect(machine.state.displays.map(\.isPresentable) == [true])
    }

    @Test("An extended display hides a source's availability, and says so once, at notice")
    func extendedDisplayHidesSourceAvailability() {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .trap)
        machine.handle([.register(Core.player), .available(Core.player, true)])
        #expect(machine.state.isAvailable)

        let effects = machine.handle(.extended(true))
        #expect(!machine.state.isAvailable)
        #expect(effects.logLines.contains(.notice(PresentationMachine.extendedDisplayNotice)))
        #expect(effects.logLines.contains(.notice("no display is available")))
        #expect(machine.handle(.extended(true)).isEmpty)

        _ = machine.handle(.extended(false))
        #expect(machine.state.isAvailable)
    }

    @Test("A connected scene stays available while another display is extended")
    func connectedSceneStaysAvailable() {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .trap)
        machine.handle([.extended(true), .connect(Core.tv)])
        #expect(machine.state.isAvailable)
    }
}
