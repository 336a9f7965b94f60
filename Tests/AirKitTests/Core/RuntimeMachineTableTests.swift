import Testing

@testable import AirKit

/// State × event: each row builds a state from events, sends one more event, and names the effects
/// (log lines aside) and the request that must follow.
struct RuntimeMachineTableTests {
    typealias Event = RuntimeMachine.Event
    typealias Effect = RuntimeMachine.Effect

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let path: PresentationPath
        let policy: ReconnectPolicy
        let setup: [Event]
        let event: Event
        let effects: [Effect]
        let shown: Shown

        init(
            _ name: String, _ path: PresentationPath, policy: ReconnectPolicy = .resume, setup: [Event], event: Event,
            effects: [Effect], shown: Shown
        ) {
            self.name = name
            self.path = path
            self.policy = policy
            self.setup = setup
            self.event = event
            self.effects = effects
            self.shown = shown
        }

        var testDescription: String { name }
    }

    static let rows: [Row] = {
        let (tv, monitor, player, modal, movie, trailer) = (
            Core.tv, Core.monitor, Core.player, Core.modal, Core.movie, Core.trailer
        )
        return [
            // Info.plist path.
            Row(
                "plist idle + connect: available, nothing shown", .infoPlist, setup: [], event: .connect(tv), effects: [],
                shown: .stopped),
            Row("plist idle + play: waits", .infoPlist, setup: [], event: .play(movie), effects: [], shown: .waiting(movie)),
            Row(
                "plist waiting + connect: shows", .infoPlist, setup: [.play(movie)], event: .connect(tv),
                effects: [.attachWindow(to: tv, content: movie)], shown: .presenting(movie, on: tv)),
            Row(
                "plist available + play: shows", .infoPlist, setup: [.connect(tv)], event: .play(movie),
                effects: [.attachWindow(to: tv, content: movie)], shown: .presenting(movie, on: tv)),
            Row(
                "plist presenting + play other: replaces in place", .infoPlist, setup: [.connect(tv), .play(movie)],
                event: .play(trailer), effects: [.attachWindow(to: tv, content: trailer)], shown: .presenting(trailer, on: tv)),
            Row(
                "plist presenting + stop: detaches", .infoPlist, setup: [.connect(tv), .play(movie)], event: .stop,
                effects: [.detachWindow(from: tv)], shown: .stopped),
            Row(
                "plist presenting + disconnect: waits (resume)", .infoPlist, setup: [.connect(tv), .play(movie)],
                event: .disconnect(tv), effects: [.detachWindow(from: tv)], shown: .waiting(movie)),
            Row(
                "plist presenting + disconnect: stops (stop policy)", .infoPlist, policy: .stop,
                setup: [.connect(tv), .play(movie)],
                event: .disconnect(tv), effects: [.detachWindow(from: tv)], shown: .stopped),
            Row(
                "plist presenting on first of two + disconnect first: fails over", .infoPlist, policy: .stop,
                setup: [.connect(tv), .connect(monitor), .play(movie)], event: .disconnect(tv),
                effects: [.detachWindow(from: tv), .attachWindow(to: monitor, content: movie)],
                shown: .presenting(movie, on: monitor)),
            Row(
                "plist presenting + disconnect other: unchanged", .infoPlist,
                setup: [.connect(tv), .connect(monitor), .play(movie)], event: .disconnect(monitor), effects: [],
                shown: .presenting(movie, on: tv)),
            Row(
                "plist presenting + second display: stays on first", .infoPlist, setup: [.connect(tv), .play(movie)],
                event: .connect(monitor), effects: [], shown: .presenting(movie, on: tv)),
            Row(
                "plist + source: never enabled", .infoPlist, setup: [.play(movie)], event: .register(player), effects: [],
                shown: .waiting(movie)),
            Row("plist stopped + stop: nothing", .infoPlist, setup: [.connect(tv)], event: .stop, effects: [], shown: .stopped),
            Row(
                "plist + duplicate connect: ignored", .infoPlist, setup: [.connect(tv), .play(movie)], event: .connect(tv),
                effects: [], shown: .presenting(movie, on: tv)),
            Row(
                "plist + unknown disconnect: ignored", .infoPlist, setup: [.connect(tv), .play(movie)],
                event: .disconnect(monitor),
                effects: [], shown: .presenting(movie, on: tv)),
            // Scene accessory path.
            Row(
                "accessory + source while stopped: explicitly enabled", .sceneAccessory, setup: [], event: .register(player),
                effects: [.enableSource(player)], shown: .stopped),
            Row(
                "accessory + source while playing: enabled", .sceneAccessory, setup: [.play(movie)], event: .register(player),
                effects: [.enableSource(player)], shown: .waiting(movie)),
            Row(
                "accessory stopped + play: sources stay enabled", .sceneAccessory, setup: [.register(player), .register(modal)],
                event: .play(movie), effects: [], shown: .waiting(movie)),
            Row(
                "accessory waiting + scene for source: shows", .sceneAccessory, setup: [.register(player), .play(movie)],
                event: .connect(tv, for: player), effects: [.attachWindow(to: tv, content: movie)],
                shown: .presenting(movie, on: tv)),
            Row(
                "accessory presenting + stop: detaches, the source stays enabled", .sceneAccessory,
                setup: [.register(player), .play(movie), .connect(tv, for: player)], event: .stop,
                effects: [.detachWindow(from: tv)],
                shown: .stopped),
            Row(
                "accessory availability: no effect but state", .sceneAccessory, setup: [.register(player)],
                event: .available(player, true), effects: [], shown: .stopped),
            Row(
                "accessory presenting + unregister: scene stays until the system disconnects it", .sceneAccessory,
                setup: [.register(player), .play(movie), .connect(tv, for: player)], event: .unregister(player), effects: [],
                shown: .presenting(movie, on: tv)),
            Row(
                "accessory + availability of unknown source: ignored", .sceneAccessory, setup: [.register(player)],
                event: .available(modal, true), effects: [], shown: .stopped),
        ]
    }()

    @Test("State × event", arguments: rows)
    func transition(row: Row) {
        var machine = RuntimeMachine(path: row.path, reconnectPolicy: row.policy)
        _ = machine.handle(row.setup)
        let effects = machine.handle(row.event).windowEffects
        #expect(effects == row.effects)
        #expect(machine.shown == row.shown)
        #expect(machine.invariantViolation == nil)
    }

    @Test("Availability: a scene, or on iOS 27 an available source")
    func availability() {
        var plist = RuntimeMachine(path: .infoPlist)
        plist.handle([.register(Core.player), .available(Core.player, true)])
        #expect(!plist.state.isAvailable, "the Info.plist path has no registrations to report availability")
        _ = plist.handle(.connect(Core.tv))
        #expect(plist.state.isAvailable)

        var accessory = RuntimeMachine(path: .sceneAccessory)
        _ = accessory.handle(.register(Core.player))
        #expect(!accessory.state.isAvailable)
        _ = accessory.handle(.available(Core.player, true))
        #expect(accessory.state.isAvailable)
        _ = accessory.handle(.unregister(Core.player))
        #expect(!accessory.state.isAvailable)
    }

    @Test("Playing on iOS 27 with no source logs the warning that says how to fix it")
    func playWithoutSourceWarns() {
        var machine = RuntimeMachine(path: .sceneAccessory)
        #expect(machine.handle(.play(Core.movie)).logLines.contains(.warning(PresentationMachine.noSourceWarning)))
        var plist = RuntimeMachine(path: .infoPlist)
        #expect(!plist.handle(.play(Core.movie)).logLines.contains { $0.level == .warning })
    }

    @Test("Switching the policy to stop ends no request: it acts at the next unplug")
    func switchingToStopEndsNothing() {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = RuntimeMachine(path: path)
            _ = machine.handle(.play(Core.movie))
            let effects = machine.handle(.reconnect(.stop))
            #expect(machine.shown == .waiting(Core.movie), "\(path)")
            #expect(!effects.contains { if case .detachWindow = $0 { true } else { false } })
            #expect(machine.state.lastEnd == nil)
        }
    }

    @Test("A request's content is let go after the window effects that take it off the display")
    func contentIsReleasedAfterItsWindow() {
        var machine = RuntimeMachine(path: .infoPlist)
        machine.handle([.connect(Core.tv), .play(Core.movie)])
        let replaced = machine.handle(.play(Core.trailer)).filter { if case .log = $0 { false } else { true } }
        #expect(replaced.prefix(2) == [.attachWindow(to: Core.tv, content: Core.trailer), .releaseContent(Core.movie)])
        let stopped = machine.handle(.stop).filter { if case .log = $0 { false } else { true } }
        #expect(stopped.prefix(2) == [.detachWindow(from: Core.tv), .releaseContent(Core.trailer)])
    }
}
