import Testing

@testable import AirKit

/// State × event for choosing the display and for the Stage Manager policy: each row builds a state
/// from events, sends one more, and names the window effects and the request that must follow.
///
/// Each row runs on both paths. A disconnect here is an unplug: on the scene accessory path a source is
/// registered and available, and when the last scene leaves the system reports it unavailable, which is
/// how an unplug shows there (a scene leaving alone is not one).
struct RuntimeMachineDisplayChoiceTests {
    typealias Event = RuntimeMachine.Event
    typealias Effect = RuntimeMachine.Effect

    /// A step of a row: the events it sends on `path`, and the scenes still connected decide the rest.
    enum Step: Sendable {
        case event(Event)
        /// An unplug: the scene leaves, and on the scene accessory path, when no scene is left, the
        /// system reports the source unavailable.
        case unplug(SceneID)

        func events(on path: PresentationPath, scenesLeft: Int) -> [Event] {
            switch self {
            case .event(let event): [event]
            case .unplug(let scene):
                [.disconnect(scene)] + (path == .sceneAccessory && scenesLeft == 0 ? [.available(Core.player, false)] : [])
            }
        }
    }

    /// The displays of these rows are numbered in the order their first scenes connect.
    static let first = DisplayID(rawValue: 1)
    static let second = DisplayID(rawValue: 2)
    static let unknown = DisplayID(rawValue: 9)

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [Step]
        let event: Step
        let effects: [Effect]
        let shown: Shown
        var testDescription: String { name }
    }

    static let rows: [Row] = {
        let (tv, monitor, movie, trailer) = (Core.tv, Core.monitor, Core.movie, Core.trailer)
        return [
            Row(
                name: "two displays + play on the second: shows there", setup: [.event(.connect(tv)), .event(.connect(monitor))],
                event: .event(.play(movie, on: second)), effects: [.attachWindow(to: monitor, content: movie)],
                shown: .presenting(movie, on: monitor)),
            Row(
                name: "shown on the first + play on the second: moves",
                setup: [.event(.connect(tv)), .event(.connect(monitor)), .event(.play(movie))],
                event: .event(.play(trailer, on: second)),
                effects: [.detachWindow(from: tv), .attachWindow(to: monitor, content: trailer)],
                shown: .presenting(trailer, on: monitor)),
            Row(
                name: "shown on the chosen + plain play: stays there",
                setup: [.event(.connect(tv)), .event(.connect(monitor)), .event(.play(movie, on: second))],
                event: .event(.play(trailer)), effects: [.attachWindow(to: monitor, content: trailer)],
                shown: .presenting(trailer, on: monitor)),
            Row(
                name: "play on a display not connected: first connected shows it", setup: [.event(.connect(tv))],
                event: .event(.play(movie, on: unknown)), effects: [.attachWindow(to: tv, content: movie)],
                shown: .presenting(movie, on: tv)),
            Row(
                name: "play on a display not connected, none connected: waits", setup: [],
                event: .event(.play(movie, on: unknown)), effects: [], shown: .waiting(movie)),
            Row(
                name: "chosen display disconnects (resume): the other takes over",
                setup: [.event(.connect(tv)), .event(.connect(monitor)), .event(.play(movie, on: second))],
                event: .unplug(monitor),
                effects: [.detachWindow(from: monitor), .attachWindow(to: tv, content: movie)], shown: .presenting(movie, on: tv)),
            Row(
                name: "chosen and only display disconnects (stop): stops",
                setup: [.event(.reconnect(.stop)), .event(.connect(tv)), .event(.play(movie, on: first))], event: .unplug(tv),
                effects: [.detachWindow(from: tv)], shown: .stopped),
            Row(
                name: "chosen display gone, a new display connects: shows there (ids are never reused)",
                setup: [.event(.connect(tv)), .event(.play(movie, on: first)), .unplug(tv)],
                event: .event(.connect(monitor, metrics: DisplayMetrics(width: 1280, height: 720, scale: 1))),
                effects: [.attachWindow(to: monitor, content: movie)], shown: .presenting(movie, on: monitor)),
            Row(
                name: "the other display disconnects: the chosen keeps it",
                setup: [.event(.connect(tv)), .event(.connect(monitor)), .event(.play(movie, on: second))], event: .unplug(tv),
                effects: [], shown: .presenting(movie, on: monitor)),
            Row(
                name: "extended, default policy + play: waits", setup: [.event(.extended(true))], event: .event(.play(movie)),
                effects: [], shown: .waiting(movie)),
            Row(
                name: "extended, stopPlayback + play: stops at once",
                setup: [.event(.extended(true)), .event(.stageManager(.stopPlayback))], event: .event(.play(movie)), effects: [],
                shown: .stopped),
            Row(
                name: "waiting + display becomes extended, stopPlayback: stops",
                setup: [.event(.stageManager(.stopPlayback)), .event(.play(movie))], event: .event(.extended(true)), effects: [],
                shown: .stopped),
            Row(
                name: "extended and waiting + policy to stopPlayback: stops",
                setup: [.event(.extended(true)), .event(.play(movie))],
                event: .event(.stageManager(.stopPlayback)), effects: [], shown: .stopped),
            Row(
                name: "extended with an ordinary display too, stopPlayback + play: shows on the ordinary one",
                setup: [.event(.extended(true)), .event(.stageManager(.stopPlayback)), .event(.connect(tv))],
                event: .event(.play(movie)), effects: [.attachWindow(to: tv, content: movie)], shown: .presenting(movie, on: tv)),
            Row(
                name: "not extended, stopPlayback + play with no display: waits", setup: [.event(.stageManager(.stopPlayback))],
                event: .event(.play(movie)), effects: [], shown: .waiting(movie)),
            Row(
                name: "wanted whenever available, its only display unplugged (stop): waits",
                setup: [.event(.reconnect(.stop)), .event(.connect(tv)), .event(.playWheneverAvailable(movie))],
                event: .unplug(tv),
                effects: [.detachWindow(from: tv)], shown: .waiting(movie)),
            Row(
                name: "wanted whenever available, waiting after an unplug (stop), a display connects: shows there",
                setup: [.event(.reconnect(.stop)), .event(.connect(tv)), .event(.playWheneverAvailable(movie)), .unplug(tv)],
                event: .event(.connect(monitor)), effects: [.attachWindow(to: monitor, content: movie)],
                shown: .presenting(movie, on: monitor)),
            Row(
                name: "wanted whenever available, its display unplugged (stopWithItsDisplay): the other takes over",
                setup: [
                    .event(.reconnect(.stopWithItsDisplay)), .event(.connect(tv)), .event(.connect(monitor)),
                    .event(.playWheneverAvailable(movie)),
                ],
                event: .unplug(tv), effects: [.detachWindow(from: tv), .attachWindow(to: monitor, content: movie)],
                shown: .presenting(movie, on: monitor)),
            Row(
                name: "extended, stopPlayback + wanted whenever available: waits",
                setup: [.event(.extended(true)), .event(.stageManager(.stopPlayback))],
                event: .event(.playWheneverAvailable(movie)),
                effects: [], shown: .waiting(movie)),
            Row(
                name: "extended and wanted whenever available + policy to stopPlayback: waits",
                setup: [.event(.extended(true)), .event(.playWheneverAvailable(movie))],
                event: .event(.stageManager(.stopPlayback)), effects: [], shown: .waiting(movie)),
            Row(
                name: "wanted whenever available, replaced by a plain play: the policy applies again (stop)",
                setup: [
                    .event(.reconnect(.stop)), .event(.connect(tv)), .event(.playWheneverAvailable(movie)),
                    .event(.play(trailer)),
                ],
                event: .unplug(tv), effects: [.detachWindow(from: tv)], shown: .stopped),
            Row(
                name: "wanted whenever available + stop: ends",
                setup: [.event(.connect(tv)), .event(.playWheneverAvailable(movie))], event: .event(.stop),
                effects: [.detachWindow(from: tv)], shown: .stopped),
        ]
    }()

    /// A machine on `path`, with an available source on the scene accessory path.
    static func machine(_ path: PresentationPath) -> RuntimeMachine {
        var machine = RuntimeMachine(path: path, invariantPolicy: .trap)
        if path == .sceneAccessory { machine.handle([.register(Core.player), .available(Core.player, true)]) }
        return machine
    }

    static func send(_ step: Step, to machine: inout RuntimeMachine) -> [Effect] {
        var effects: [Effect] = []
        let leaving = if case .unplug = step { 1 } else { 0 }
        let left = machine.displays.presentable.count - leaving
        for event in step.events(on: machine.path, scenesLeft: left) { effects += machine.handle(event) }
        return effects
    }

    @Test("Display choice and Stage Manager policy", arguments: rows)
    func row(_ row: Row) {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = Self.machine(path)
            for step in row.setup { _ = Self.send(step, to: &machine) }
            let effects = Self.send(row.event, to: &machine).windowEffects.filter {
                if case .enableSource = $0 { false } else { true }
            }
            #expect(effects == row.effects, "\(path)")
            #expect(machine.shown == row.shown, "\(path)")
            #expect(machine.invariantViolation == nil, "\(path)")
        }
    }

    @Test("Playing on a display that is not connected says so at notice level")
    func playingOnAMissingDisplayIsLogged() {
        var machine = RuntimeMachine(path: .infoPlist)
        let lines = machine.handle(.play(Core.movie, on: Self.unknown)).logLines
        #expect(lines.contains { $0.level == .notice && $0.message.contains("not connected") })
    }

    @Test("Stopping forgets the chosen display: the next plain play goes to the first")
    func stopForgetsTheChoice() {
        var machine = RuntimeMachine(path: .infoPlist)
        machine.handle([
            .connect(Core.tv), .connect(Core.monitor), .play(Core.movie, on: Self.second), .stop, .play(Core.trailer),
        ])
        #expect(machine.shown == .presenting(Core.trailer, on: Core.tv))
    }

    @Test("Under stopWithItsDisplay, unplugging the display that shows the content ends it, though another could show it")
    func stopWithItsDisplayEndsWithoutFailover() {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = Self.machine(path)
            machine.handle([
                .reconnect(.stopWithItsDisplay), .connect(Core.tv, for: Core.player), .connect(Core.monitor, for: Core.player),
            ])
            _ = machine.handle(.play(Core.movie))
            // On the scene accessory path the unplug shows once the turn's scene changes are in.
            machine.handle([.disconnect(Core.tv), .settle])
            #expect(machine.shown == .stopped, "\(path)")
            #expect(machine.state.lastEnd?.reason == .displayUnplugged, "\(path)")
            #expect(machine.state.displays.count == 1, "\(path): the other display is still there")
        }
    }

    @Test("Under stopWithItsDisplay, unplugging another display changes nothing")
    func stopWithItsDisplayIgnoresOtherDisplays() {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = Self.machine(path)
            machine.handle([
                .reconnect(.stopWithItsDisplay), .connect(Core.tv, for: Core.player), .connect(Core.monitor, for: Core.player),
            ])
            machine.handle([.play(Core.movie), .disconnect(Core.monitor), .settle])
            #expect(machine.shown == .presenting(Core.movie, on: Core.tv), "\(path)")
        }
    }
}
