import Testing

@testable import AirKit

/// State × event for choosing the display and for the Stage Manager policy: each row builds a state
/// from events, sends one more, and names the window effects and the playback that must follow.
///
/// Each row runs on both paths. A disconnect here is an unplug: on the scene accessory path a source is
/// registered and available, and when the last scene leaves the system reports it unavailable, which is
/// how an unplug shows there (a scene leaving alone is not one).
struct PresentationMachineDisplayChoiceTests {
    typealias Effect = PresentationMachine.Effect
    typealias Step = @Sendable (inout PresentationMachine) -> [Effect]

    static let tv = SceneID(rawValue: 1)
    static let monitor = SceneID(rawValue: 2)
    static let gone = SceneID(rawValue: 9)
    static let player = SourceID(rawValue: 1)
    static let movie = ContentID(rawValue: 1)
    static let trailer = ContentID(rawValue: 2)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    static func connect(_ scene: SceneID) -> Step { { $0.sceneDidConnect(scene, metrics: metrics, source: nil) } }
    static func disconnect(_ scene: SceneID) -> Step {
        { machine in
            var effects = machine.sceneDidDisconnect(scene)
            if machine.path == .sceneAccessory && machine.scenes.isEmpty {
                effects += machine.sourcesDidReportAvailability([(player, false)])
            }
            return effects
        }
    }
    /// The displays of these rows are numbered as their first scenes: `tv`'s display is display 1.
    static func display(_ scene: SceneID) -> DisplayID { DisplayID(rawValue: scene.rawValue) }
    static func play(_ content: ContentID, on scene: SceneID? = nil) -> Step {
        { $0.playRequested(content, on: scene.map(display)) }
    }
    static let stop: Step = { $0.stopRequested() }
    static func extended(_ value: Bool) -> Step { { $0.extendedDisplayDidChange(value) } }
    static func stageManager(_ policy: StageManagerPolicy) -> Step { { $0.stageManagerPolicyDidChange(to: policy) } }
    static func reconnect(_ policy: ReconnectPolicy) -> Step { { $0.reconnectPolicyDidChange(to: policy) } }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [Step]
        let event: Step
        let effects: [Effect]
        let playback: PresentationMachine.Playback
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "two displays + play on the second: shows there", setup: [connect(tv), connect(monitor)],
            event: play(movie, on: monitor), effects: [.attachWindow(to: monitor, content: movie)],
            playback: .presenting(movie, on: monitor)),
        Row(
            name: "shown on the first + play on the second: moves", setup: [connect(tv), connect(monitor), play(movie)],
            event: play(trailer, on: monitor),
            effects: [.detachWindow(from: tv), .attachWindow(to: monitor, content: trailer)],
            playback: .presenting(trailer, on: monitor)),
        Row(
            name: "shown on the chosen + plain play: stays there",
            setup: [connect(tv), connect(monitor), play(movie, on: monitor)],
            event: play(trailer), effects: [.attachWindow(to: monitor, content: trailer)],
            playback: .presenting(trailer, on: monitor)),
        Row(
            name: "play on a display not connected: first connected shows it", setup: [connect(tv)],
            event: play(movie, on: gone), effects: [.attachWindow(to: tv, content: movie)], playback: .presenting(movie, on: tv)),
        Row(
            name: "play on a display not connected, none connected: waits", setup: [],
            event: play(movie, on: gone), effects: [], playback: .waiting(movie)),
        Row(
            name: "chosen display disconnects (resume): the other takes over",
            setup: [connect(tv), connect(monitor), play(movie, on: monitor)], event: disconnect(monitor),
            effects: [.detachWindow(from: monitor), .attachWindow(to: tv, content: movie)], playback: .presenting(movie, on: tv)),
        Row(
            name: "chosen and only display disconnects (stop): stops",
            setup: [reconnect(.stop), connect(tv), play(movie, on: tv)],
            event: disconnect(tv), effects: [.detachWindow(from: tv)], playback: .stopped),
        Row(
            name: "chosen display gone, a new display connects: shows there (ids are never reused)",
            setup: [connect(tv), play(movie, on: tv), disconnect(tv)], event: connect(monitor),
            effects: [.attachWindow(to: monitor, content: movie)], playback: .presenting(movie, on: monitor)),
        Row(
            name: "the other display disconnects: the chosen keeps it",
            setup: [connect(tv), connect(monitor), play(movie, on: monitor)],
            event: disconnect(tv), effects: [], playback: .presenting(movie, on: monitor)),
        Row(
            name: "extended, default policy + play: waits", setup: [extended(true)], event: play(movie), effects: [],
            playback: .waiting(movie)),
        Row(
            name: "extended, stopPlayback + play: stops at once", setup: [extended(true), stageManager(.stopPlayback)],
            event: play(movie), effects: [], playback: .stopped),
        Row(
            name: "waiting + display becomes extended, stopPlayback: stops", setup: [stageManager(.stopPlayback), play(movie)],
            event: extended(true), effects: [], playback: .stopped),
        Row(
            name: "extended and waiting + policy to stopPlayback: stops", setup: [extended(true), play(movie)],
            event: stageManager(.stopPlayback), effects: [], playback: .stopped),
        Row(
            name: "extended with an ordinary display too, stopPlayback + play: shows on the ordinary one",
            setup: [extended(true), stageManager(.stopPlayback), connect(tv)], event: play(movie),
            effects: [.attachWindow(to: tv, content: movie)], playback: .presenting(movie, on: tv)),
        Row(
            name: "not extended, stopPlayback + play with no display: waits", setup: [stageManager(.stopPlayback)],
            event: play(movie), effects: [], playback: .waiting(movie)),
    ]

    @Test("Display choice and Stage Manager policy", arguments: rows)
    func row(_ row: Row) {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = PresentationMachine(path: path)
            if path == .sceneAccessory {
                _ = machine.sourceDidRegister(Self.player)
                _ = machine.sourcesDidReportAvailability([(Self.player, true)])
            }
            for step in row.setup { _ = step(&machine) }
            let effects = row.event(&machine).filter {
                if case .log = $0 { false } else if case .enableSource = $0 { false } else { true }
            }
            #expect(effects == row.effects, "\(path)")
            #expect(machine.playback == row.playback, "\(path)")
            #expect(machine.invariantViolation == nil, "\(path)")
        }
    }

    @Test("Playing on a display that is not connected says so at notice level")
    func playingOnAMissingDisplayIsLogged() {
        var machine = PresentationMachine(path: .infoPlist)
        let effects = machine.playRequested(Self.movie, on: Self.display(Self.gone))
        #expect(
            effects.contains {
                if case .log(let line) = $0 { line.level == .notice && line.message.contains("not connected") } else { false }
            })
    }

    @Test("Stopping forgets the chosen display: the next plain play goes to the first")
    func stopForgetsTheChoice() {
        var machine = PresentationMachine(path: .infoPlist)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: nil)
        _ = machine.sceneDidConnect(Self.monitor, metrics: Self.metrics, source: nil)
        _ = machine.playRequested(Self.movie, on: Self.display(Self.monitor))
        _ = machine.stopRequested()
        _ = machine.playRequested(Self.trailer)
        #expect(machine.playback == .presenting(Self.trailer, on: Self.tv))
    }
}
