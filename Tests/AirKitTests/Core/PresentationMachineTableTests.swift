import Testing

@testable import AirKit

/// State × event: each row builds a state from events, sends one more event, and names the effects
/// (log lines aside) and the playback that must follow.
struct PresentationMachineTableTests {
    typealias Effect = PresentationMachine.Effect
    typealias Step = @Sendable (inout PresentationMachine) -> [Effect]

    static let tv = SceneID(rawValue: 1)
    static let monitor = SceneID(rawValue: 2)
    static let player = SourceID(rawValue: 1)
    static let modal = SourceID(rawValue: 2)
    static let movie = ContentID(rawValue: 1)
    static let trailer = ContentID(rawValue: 2)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    static func connect(_ scene: SceneID, for source: SourceID? = nil) -> Step {
        { $0.sceneDidConnect(scene, metrics: metrics, source: source) }
    }
    static func disconnect(_ scene: SceneID) -> Step { { $0.sceneDidDisconnect(scene) } }
    static func register(_ source: SourceID) -> Step { { $0.sourceDidRegister(source) } }
    static func unregister(_ source: SourceID) -> Step { { $0.sourceDidUnregister(source) } }
    static func available(_ source: SourceID, _ value: Bool) -> Step {
        { $0.sourceAvailabilityDidChange(source, isAvailable: value) }
    }
    static func play(_ content: ContentID) -> Step { { $0.playRequested(content) } }
    static let stop: Step = { $0.stopRequested() }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let path: PresentationPath
        let policy: ReconnectPolicy
        let setup: @Sendable () -> [Step]
        let event: @Sendable () -> Step
        let effects: [Effect]
        let playback: PresentationMachine.Playback

        init(
            _ name: String, _ path: PresentationPath, policy: ReconnectPolicy = .resume, setup: @escaping @Sendable () -> [Step],
            event: @escaping @Sendable () -> Step, effects: [Effect], playback: PresentationMachine.Playback
        ) {
            self.name = name
            self.path = path
            self.policy = policy
            self.setup = setup
            self.event = event
            self.effects = effects
            self.playback = playback
        }

        var testDescription: String { name }
    }

    static let rows: [Row] = [
        // Info.plist path.
        Row(
            "plist idle + connect: available, nothing shown", .infoPlist, setup: { [] }, event: { connect(tv) }, effects: [],
            playback: .stopped),
        Row(
            "plist idle + play: waits", .infoPlist, setup: { [] }, event: { play(movie) }, effects: [], playback: .waiting(movie)),
        Row(
            "plist waiting + connect: shows", .infoPlist, setup: { [play(movie)] }, event: { connect(tv) },
            effects: [.attachWindow(to: tv, content: movie)], playback: .presenting(movie, on: tv)),
        Row(
            "plist available + play: shows", .infoPlist, setup: { [connect(tv)] }, event: { play(movie) },
            effects: [.attachWindow(to: tv, content: movie)], playback: .presenting(movie, on: tv)),
        Row(
            "plist presenting + play other: replaces in place", .infoPlist, setup: { [connect(tv), play(movie)] },
            event: { play(trailer) },
            effects: [.attachWindow(to: tv, content: trailer)], playback: .presenting(trailer, on: tv)),
        Row(
            "plist presenting + stop: detaches", .infoPlist, setup: { [connect(tv), play(movie)] }, event: { stop },
            effects: [.detachWindow(from: tv)], playback: .stopped),
        Row(
            "plist presenting + disconnect: waits (resume)", .infoPlist, setup: { [connect(tv), play(movie)] },
            event: { disconnect(tv) },
            effects: [.detachWindow(from: tv)], playback: .waiting(movie)),
        Row(
            "plist presenting + disconnect: stops (stop policy)", .infoPlist, policy: .stop,
            setup: { [connect(tv), play(movie)] },
            event: { disconnect(tv) }, effects: [.detachWindow(from: tv)], playback: .stopped),
        Row(
            "plist presenting on first of two + disconnect first: fails over", .infoPlist, policy: .stop,
            setup: { [connect(tv), connect(monitor), play(movie)] }, event: { disconnect(tv) },
            effects: [.detachWindow(from: tv), .attachWindow(to: monitor, content: movie)],
            playback: .presenting(movie, on: monitor)),
        Row(
            "plist presenting + disconnect other: unchanged", .infoPlist,
            setup: { [connect(tv), connect(monitor), play(movie)] },
            event: { disconnect(monitor) }, effects: [], playback: .presenting(movie, on: tv)),
        Row(
            "plist presenting + second display: stays on first", .infoPlist, setup: { [connect(tv), play(movie)] },
            event: { connect(monitor) },
            effects: [], playback: .presenting(movie, on: tv)),
        Row(
            "plist + source: never enabled", .infoPlist, setup: { [play(movie)] }, event: { register(player) }, effects: [],
            playback: .waiting(movie)),
        Row(
            "plist stopped + stop: nothing", .infoPlist, setup: { [connect(tv)] }, event: { stop }, effects: [],
            playback: .stopped),
        Row(
            "plist + duplicate connect: ignored", .infoPlist, setup: { [connect(tv), play(movie)] }, event: { connect(tv) },
            effects: [], playback: .presenting(movie, on: tv)),
        Row(
            "plist + unknown disconnect: ignored", .infoPlist, setup: { [connect(tv), play(movie)] },
            event: { disconnect(monitor) },
            effects: [], playback: .presenting(movie, on: tv)),
        // Scene accessory path.
        Row(
            "accessory + source while stopped: explicitly enabled", .sceneAccessory, setup: { [] }, event: { register(player) },
            effects: [.enableSource(player)], playback: .stopped),
        Row(
            "accessory + source while playing: enabled", .sceneAccessory, setup: { [play(movie)] }, event: { register(player) },
            effects: [.enableSource(player)], playback: .waiting(movie)),
        Row(
            "accessory stopped + play: sources stay enabled", .sceneAccessory, setup: { [register(player), register(modal)] },
            event: { play(movie) }, effects: [], playback: .waiting(movie)),
        Row(
            "accessory waiting + scene for source: shows", .sceneAccessory, setup: { [register(player), play(movie)] },
            event: { connect(tv, for: player) }, effects: [.attachWindow(to: tv, content: movie)],
            playback: .presenting(movie, on: tv)),
        Row(
            "accessory presenting + stop: detaches, the source stays enabled", .sceneAccessory,
            setup: { [register(player), play(movie), connect(tv, for: player)] },
            event: { stop }, effects: [.detachWindow(from: tv)], playback: .stopped),
        Row(
            "accessory availability: no effect but state", .sceneAccessory, setup: { [register(player)] },
            event: { available(player, true) },
            effects: [], playback: .stopped),
        Row(
            "accessory presenting + unregister: scene stays until the system disconnects it", .sceneAccessory,
            setup: { [register(player), play(movie), connect(tv, for: player)] }, event: { unregister(player) }, effects: [],
            playback: .presenting(movie, on: tv)),
        Row(
            "accessory + availability of unknown source: ignored", .sceneAccessory, setup: { [register(player)] },
            event: { available(modal, true) }, effects: [], playback: .stopped),
    ]

    @Test("State × event", arguments: rows)
    func transition(row: Row) {
        var machine = PresentationMachine(path: row.path, reconnectPolicy: row.policy)
        for step in row.setup() { _ = step(&machine) }
        let effects = row.event()(&machine).filter { if case .log = $0 { false } else { true } }
        #expect(effects == row.effects)
        #expect(machine.playback == row.playback)
        #expect(machine.invariantViolation == nil)
    }

    @Test("Availability: a scene, or on iOS 27 an available source")
    func availability() {
        var plist = PresentationMachine(path: .infoPlist)
        _ = plist.sourceDidRegister(Self.player)
        _ = plist.sourceAvailabilityDidChange(Self.player, isAvailable: true)
        #expect(!plist.isAvailable, "the Info.plist path has no registrations to report availability")
        _ = plist.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        #expect(plist.isAvailable)

        var accessory = PresentationMachine(path: .sceneAccessory)
        _ = accessory.sourceDidRegister(Self.player)
        #expect(!accessory.isAvailable)
        _ = accessory.sourceAvailabilityDidChange(Self.player, isAvailable: true)
        #expect(accessory.isAvailable)
        _ = accessory.sourceDidUnregister(Self.player)
        #expect(!accessory.isAvailable)
    }

    @Test("Playing on iOS 27 with no source logs the warning that says how to fix it")
    func playWithoutSourceWarns() {
        var machine = PresentationMachine(path: .sceneAccessory)
        let effects = machine.playRequested(Self.movie)
        #expect(effects.contains(.log(.warning(PresentationMachine.noSourceWarning))))
        var plist = PresentationMachine(path: .infoPlist)
        #expect(
            !plist.playRequested(Self.movie).contains { if case .log(let line) = $0 { line.level == .warning } else { false } })
    }

    @Test("Switching the policy to stop ends no request: it acts at the next unplug")
    func switchingToStopEndsNothing() {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = PresentationMachine(path: path)
            _ = machine.playRequested(Self.movie)
            let effects = machine.reconnectPolicyDidChange(to: .stop)
            #expect(machine.playback == .waiting(Self.movie), "\(path)")
            #expect(!effects.contains { if case .detachWindow = $0 { true } else { false } })
            #expect(machine.lastEnd == nil)
        }
    }
}
