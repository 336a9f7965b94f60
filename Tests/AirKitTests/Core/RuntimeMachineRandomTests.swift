import TestSupport
import Testing

@testable import AirKit

/// Random event sequences straight into the runtime, including events UIKit should never send
/// (duplicates, unknown scenes), with a model of the world the effects build: which scene has a window
/// showing what, which registrations are enabled, which players hold the app's settings.
struct RuntimeMachineRandomTests {
    private struct World {
        var window: (scene: SceneID, content: ContentID)?
        var enabled: Set<SourceID> = []
        var connected: [SceneID] = []
        var registered: [SourceID] = []
        var available: Set<SourceID> = []
        var lastContent: ContentID?
        var isExtended = false
        /// Players kept out of external playback, and whether each is in a window now.
        var keptOut: Set<PlayerID> = []
        var contentsHeld: Set<ContentID> = []
    }

    @Test("The runtime's effects keep one window, on a connected scene, showing the latest content, and give players back")
    func randomEventSequences() {
        let settings = RandomRunSettings(defaultSequences: 20_000)
        var generator = SeededGenerator(seed: settings.seed)
        var steps = 0
        var failure: String?
        for sequence in 0..<settings.sequences where failure == nil {
            let seed = generator.next()
            var random = SeededGenerator(seed: seed)
            let path: PresentationPath = Bool.random(using: &random) ? .infoPlist : .sceneAccessory
            var machine = RuntimeMachine(
                path: path, reconnectPolicy: Bool.random(using: &random) ? .resume : .stop, invariantPolicy: .trap)
            var world = World()
            for step in 0..<Int.random(in: 1...40, using: &random) {
                steps += 1
                let event = randomEvent(world: &world, using: &random)
                let effects = machine.handle(event)
                if let problem = apply(effects, to: &world, machine: machine) ?? check(machine, against: world) {
                    failure = "sequence \(sequence) (seed \(seed)) step \(step) \(event): \(problem)\nstate: \(machine)"
                    break
                }
            }
        }
        print("randomized runtime: \(settings.sequences) sequences, \(steps) events, seed \(settings.seed)")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    private func randomEvent(world: inout World, using random: inout SeededGenerator) -> RuntimeMachine.Event {
        let scene = SceneID(rawValue: Int.random(in: 1...3, using: &random))
        let source = SourceID(rawValue: Int.random(in: 1...3, using: &random))
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            if !world.connected.contains(scene) { world.connected.append(scene) }
            return .connect(scene, for: Bool.random(using: &random) ? source : nil)
        case 1:
            world.connected.removeAll { $0 == scene }
            return .disconnect(scene)
        case 2:
            if !world.registered.contains(source) { world.registered.append(source) }
            return .register(source)
        case 3:
            world.registered.removeAll { $0 == source }
            world.enabled.remove(source)
            world.available.remove(source)
            return .unregister(source)
        case 4:
            let value = Bool.random(using: &random)
            if world.registered.contains(source) {
                if value { world.available.insert(source) } else { world.available.remove(source) }
            }
            return .available(source, value)
        case 5, 6:
            let content = ContentID(rawValue: Int.random(in: 1...100, using: &random))
            world.lastContent = content
            world.contentsHeld.insert(content)
            let players = Bool.random(using: &random) ? [PlayerID(rawValue: Int.random(in: 1...2, using: &random))] : []
            return .playRequested(
                content, kind: .swiftUI(players: players), display: nil, wheneverAvailable: Bool.random(using: &random))
        case 7:
            return .active(Bool.random(using: &random))
        case 8:
            return .settle
        case 9:
            world.isExtended = Bool.random(using: &random)
            return .extended(world.isExtended)
        case 10:
            return .reconnect(Bool.random(using: &random) ? .resume : .stop)
        default:
            return .stop
        }
    }

    /// Applies effects to the world; returns the first one that is not well-formed.
    private func apply(_ effects: [RuntimeMachine.Effect], to world: inout World, machine: RuntimeMachine) -> String? {
        for effect in effects {
            switch effect {
            case .attachWindow(let scene, let content):
                if let window = world.window, window.scene != scene {
                    return "attach to \(scene) while \(window.scene) has a window"
                }
                if !world.connected.contains(scene) { return "attach to unconnected \(scene)" }
                if !world.contentsHeld.contains(content) { return "attach \(content), which was let go" }
                world.window = (scene, content)
            case .detachWindow(let scene):
                guard world.window?.scene == scene else { return "detach from \(scene), which has no window" }
                world.window = nil
            case .enableSource(let source):
                if machine.path == .infoPlist { return "enabled \(source) on the Info.plist path" }
                world.enabled.insert(source)
            case .releaseContent(let content):
                if world.window?.content == content { return "let go of \(content) while a window shows it" }
                world.contentsHeld.remove(content)
            case .keepPlayerOut(let player):
                if world.keptOut.contains(player) { return "kept \(player) out twice" }
                world.keptOut.insert(player)
            case .restorePlayer(let player):
                if !world.keptOut.contains(player) { return "restored \(player), which AirKit did not hold" }
                if let window = world.window, machine.presentation.request?.content == window.content,
                    machine.presentation.request?.kind.players.contains(player) == true
                {
                    return "gave \(player) back while the window shows it"
                }
                world.keptOut.remove(player)
            default:
                break
            }
        }
        return nil
    }

    private func check(_ machine: RuntimeMachine, against world: World) -> String? {
        if let violation = machine.invariantViolation { return violation }
        let state = machine.state
        if state.isViewAdded != (world.window != nil) { return "isViewAdded \(state.isViewAdded) disagrees with the windows" }
        if let window = world.window {
            if !state.isPlaybackRequested { return "a window stays after stop" }
            if window.content != world.lastContent {
                return "shows \(window.content), latest is \(String(describing: world.lastContent))"
            }
        } else if state.isPlaybackRequested && !world.connected.isEmpty {
            return "requested with a scene connected, but nothing shown"
        }
        if machine.path == .sceneAccessory, let source = world.registered.first(where: { !world.enabled.contains($0) }) {
            return "\(source) not enabled on the scene accessory path"
        }
        let expectedAvailable =
            !world.connected.isEmpty || (machine.path == .sceneAccessory && !world.isExtended && !world.available.isEmpty)
        if state.isAvailable != expectedAvailable { return "isAvailable \(state.isAvailable), expected \(expectedAvailable)" }
        let held = Set(machine.presentation.request?.kind.players ?? [])
        if world.keptOut != held { return "players kept out \(world.keptOut), the request holds \(held)" }
        return nil
    }
}
