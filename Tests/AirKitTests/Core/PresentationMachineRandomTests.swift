import TestSupport
import Testing

@testable import AirKit

/// Random event sequences straight into the machine, including events UIKit should never send
/// (duplicates, unknown scenes), with a model of the world the effects build: which scene has a window
/// showing what, and which registrations are enabled.
struct PresentationMachineRandomTests {
    private struct World {
        var window: (scene: SceneID, content: ContentID)?
        var enabled: [SourceID: Bool] = [:]
        var connected: [SceneID] = []
        var registered: [SourceID] = []
        var available: Set<SourceID> = []
        var lastContent: ContentID?
    }

    @Test("The machine's effects keep one window, on a connected scene, showing the latest content")
    func randomEventSequences() {
        let settings = RandomRunSettings(defaultSequences: 20_000)
        var generator = SeededGenerator(seed: settings.seed)
        var steps = 0
        var failure: String?
        for sequence in 0..<settings.sequences where failure == nil {
            let seed = generator.next()
            var random = SeededGenerator(seed: seed)
            let path: PresentationPath = Bool.random(using: &random) ? .infoPlist : .sceneAccessory
            var machine = PresentationMachine(path: path, reconnectPolicy: Bool.random(using: &random) ? .resume : .stop)
            var world = World()
            for step in 0..<Int.random(in: 1...40, using: &random) {
                steps += 1
                let (name, effects) = sendRandomEvent(to: &machine, world: &world, using: &random)
                if let problem = apply(effects, to: &world, machine: machine) ?? check(machine, against: world) {
                    failure = "sequence \(sequence) (seed \(seed)) step \(step) \(name): \(problem)\nstate: \(machine)"
                    break
                }
            }
        }
        print("randomized machine: \(settings.sequences) sequences, \(steps) events, seed \(settings.seed)")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    private func sendRandomEvent(
        to machine: inout PresentationMachine, world: inout World, using random: inout SeededGenerator
    ) -> (String, [PresentationMachine.Effect]) {
        let scene = SceneID(rawValue: Int.random(in: 1...3, using: &random))
        let source = SourceID(rawValue: Int.random(in: 1...3, using: &random))
        let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            if !world.connected.contains(scene) { world.connected.append(scene) }
            return (
                "connect \(scene)",
                machine.sceneDidConnect(scene, metrics: metrics, source: Bool.random(using: &random) ? source : nil)
            )
        case 1:
            world.connected.removeAll { $0 == scene }
            return ("disconnect \(scene)", machine.sceneDidDisconnect(scene))
        case 2:
            if !world.registered.contains(source) { world.registered.append(source) }
            return ("register \(source)", machine.sourceDidRegister(source))
        case 3:
            world.registered.removeAll { $0 == source }
            world.enabled[source] = nil
            world.available.remove(source)
            return ("unregister \(source)", machine.sourceDidUnregister(source))
        case 4:
            let value = Bool.random(using: &random)
            if world.registered.contains(source) {
                if value { world.available.insert(source) } else { world.available.remove(source) }
            }
            return ("\(source) available \(value)", machine.sourceAvailabilityDidChange(source, isAvailable: value))
        case 5, 6:
            let content = ContentID(rawValue: Int.random(in: 1...100, using: &random))
            world.lastContent = content
            return ("play \(content)", machine.playRequested(content))
        default:
            return ("stop", machine.stopRequested())
        }
    }

    /// Applies effects to the world; returns the first one that is not well-formed.
    private func apply(_ effects: [PresentationMachine.Effect], to world: inout World, machine: PresentationMachine) -> String? {
        for effect in effects {
            switch effect {
            case .attachWindow(let scene, let content):
                if let window = world.window, window.scene != scene {
                    return "attach to \(scene) while \(window.scene) has a window"
                }
                if !world.connected.contains(scene) { return "attach to unconnected \(scene)" }
                world.window = (scene, content)
            case .detachWindow(let scene):
                guard world.window?.scene == scene else { return "detach from \(scene), which has no window" }
                world.window = nil
            case .enableSource(let source):
                if machine.path == .infoPlist { return "enabled \(source) on the Info.plist path" }
                world.enabled[source] = true
            case .log:
                break
            }
        }
        return nil
    }

    private func check(_ machine: PresentationMachine, against world: World) -> String? {
        if let violation = machine.invariantViolation { return violation }
        if machine.isViewAdded != (world.window != nil) { return "isViewAdded \(machine.isViewAdded) disagrees with the windows" }
        if let window = world.window {
            if !machine.isPlaybackRequested { return "a window stays after stop" }
            if window.content != world.lastContent {
                return "shows \(window.content), latest is \(String(describing: world.lastContent))"
            }
        } else if machine.isPlaybackRequested && !world.connected.isEmpty {
            return "requested with a scene connected, but nothing shown"
        }
        if machine.path == .sceneAccessory {
            for source in world.registered where world.enabled[source] != true {
                return "\(source) enabled \(String(describing: world.enabled[source])) on the scene accessory path"
            }
        }
        let expectedAvailable = !world.connected.isEmpty || (machine.path == .sceneAccessory && !world.available.isEmpty)
        if machine.isAvailable != expectedAvailable { return "isAvailable \(machine.isAvailable), expected \(expectedAvailable)" }
        return nil
    }
}
