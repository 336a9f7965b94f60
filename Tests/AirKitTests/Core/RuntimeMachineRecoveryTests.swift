import Testing

@testable import AirKit

/// The release path of the invariant check: a runtime built with the `.recover` policy, put in a state no
/// event sequence reaches, must fall back to the safe state (no window, stopped, registrations enabled),
/// tell the shell how to get there, and log a fault with the broken rule and the state. The `.trap` path
/// stops the process, so it is documented here and never run.
struct RuntimeMachineRecoveryTests {
    typealias Effect = RuntimeMachine.Effect
    typealias Display = DisplayMachine.Display

    static func display(_ number: Int, showing scene: SceneID) -> Display {
        Display(
            id: DisplayID(rawValue: number), screen: ScreenKey(rawValue: number), presence: .shown(scene, source: nil),
            facts: Core.facts())
    }

    static func request(_ content: ContentID) -> PresentationMachine.Request {
        PresentationMachine.Request(content: content, kind: .swiftUI(players: []), preferredDisplay: nil)
    }

    /// A broken state, the rule it breaks, and the effects the shell needs to tear down.
    struct Corruption: CustomTestStringConvertible, Sendable {
        let violation: String
        let machine: RuntimeMachine
        let teardown: [Effect]

        var testDescription: String { violation }
    }

    static let corruptions: [Corruption] = {
        let (tv, monitor, player, modal, movie) = (Core.tv, Core.monitor, Core.player, Core.modal, Core.movie)
        return [
            Corruption(
                violation: "a scene is on two displays",
                machine: RuntimeMachine(
                    restoring: DisplayMachine(
                        restoring: .infoPlist, displays: [display(1, showing: tv), display(2, showing: tv)]),
                    presentation: PresentationMachine(
                        restoring: .infoPlist, sources: [], playback: .presenting(request(movie), on: tv)),
                    invariantPolicy: .recover),
                teardown: [.detachWindow(from: tv)]),
            Corruption(
                violation: "presenting on scene 2, which is not connected",
                machine: RuntimeMachine(
                    restoring: DisplayMachine(restoring: .infoPlist, displays: [display(1, showing: tv)]),
                    presentation: PresentationMachine(
                        restoring: .infoPlist, sources: [], playback: .presenting(request(movie), on: monitor)),
                    invariantPolicy: .recover),
                teardown: [.detachWindow(from: monitor), .detachWindow(from: tv)]),
            Corruption(
                violation: "a source is listed twice",
                machine: RuntimeMachine(
                    restoring: DisplayMachine(restoring: .sceneAccessory, displays: [display(1, showing: tv)]),
                    presentation: PresentationMachine(
                        restoring: .sceneAccessory,
                        sources: [.init(id: player), .init(id: modal), .init(id: player)],
                        playback: .presenting(request(movie), on: tv)),
                    invariantPolicy: .recover),
                teardown: [.detachWindow(from: tv), .enableSource(player), .enableSource(modal)]),
        ]
    }()

    @Test(
        "A broken state recovers to no window and stopped, and emits the effects that tear the shell down", arguments: corruptions
    )
    func recoversToTheSafeState(corruption: Corruption) throws {
        var machine = corruption.machine
        let before = machine.description
        #expect(machine.invariantViolation == corruption.violation)

        let effects = machine.handle(.reconnect(.resume))

        #expect(effects.windowEffects == corruption.teardown)
        #expect(machine.shown == .stopped)
        #expect(!machine.state.isViewAdded)
        #expect(!machine.state.isPlaybackRequested)
        #expect(machine.state.lastEnd?.reason == .recovered)
        let fault = try #require(effects.logLines.first { $0.level == .fault })
        #expect(fault.message.contains(corruption.violation))
        #expect(fault.message.contains("state: \(before)"), "the fault carries the state as it was when the rule broke")
    }

    @Test("After recovering, the runtime plays again on the display still connected")
    func playsAgainAfterRecovering() throws {
        var machine = try #require(Self.corruptions.dropFirst().first).machine
        _ = machine.handle(.reconnect(.resume))
        let effects = machine.handle(.play(Core.trailer))
        #expect(effects.contains(.attachWindow(to: Core.tv, content: Core.trailer)))
        #expect(machine.shown == .presenting(Core.trailer, on: Core.tv))
    }

    @Test("A sound state is left alone: no fault, no teardown")
    func soundStatesAreNotTouched() {
        var machine = RuntimeMachine(path: .sceneAccessory, invariantPolicy: .recover)
        machine.handle([.register(Core.player), .connect(Core.tv, for: Core.player)])
        let effects = machine.handle(.play(Core.movie))
        #expect(!effects.logLines.contains { $0.level == .fault })
        #expect(machine.shown == .presenting(Core.movie, on: Core.tv))
    }

    /// Debug builds, and so every `swift test` run, trap on a broken invariant so the bug stops where
    /// it happens; release builds recover. A trapping test would end the test process, so the choice is
    /// checked instead of exercised.
    @Test("Debug builds choose to trap, and runtimes use the build's choice unless told otherwise")
    func debugBuildsTrap() {
        #if DEBUG
        #expect(InvariantPolicy.forThisBuild == .trap)
        #else
        #expect(InvariantPolicy.forThisBuild == .recover)
        #endif
        #expect(RuntimeMachine(path: .infoPlist).invariantPolicy == .forThisBuild)
    }
}
