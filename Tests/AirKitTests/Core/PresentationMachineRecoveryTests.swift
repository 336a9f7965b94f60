import Testing

@testable import AirKit

/// The release path of the invariant check: a machine built with the `.recover` policy, put in a state
/// no event sequence reaches, must fall back to the safe state (no window, stopped, registrations
/// disabled), tell the shell how to get there, and log a fault with the broken rule and the state.
/// The `.trap` path stops the process, so it is documented here and never run.
struct PresentationMachineRecoveryTests {
    typealias Effect = PresentationMachine.Effect
    typealias ConnectedScene = PresentationMachine.ConnectedScene
    typealias Source = PresentationMachine.Source

    static let tv = SceneID(rawValue: 1)
    static let monitor = SceneID(rawValue: 2)
    static let player = SourceID(rawValue: 1)
    static let modal = SourceID(rawValue: 2)
    static let movie = ContentID(rawValue: 1)
    static let metrics = DisplayMetrics(width: 1920, height: 1080, scale: 1)

    static func scene(_ id: SceneID) -> ConnectedScene { ConnectedScene(id: id, metrics: metrics, source: nil) }

    /// A broken state, the rule it breaks, and the effects the shell needs to tear down.
    struct Corruption: CustomTestStringConvertible, Sendable {
        let violation: String
        let machine: PresentationMachine
        let teardown: [Effect]

        var testDescription: String { violation }
    }

    static let corruptions: [Corruption] = [
        Corruption(
            violation: "a scene is listed twice",
            machine: PresentationMachine(
                restoring: .infoPlist, scenes: [scene(tv), scene(tv)], sources: [], playback: .presenting(movie, on: tv),
                invariantPolicy: .recover),
            teardown: [.detachWindow(from: tv)]),
        Corruption(
            violation: "presenting on scene 2, which is not connected",
            machine: PresentationMachine(
                restoring: .infoPlist, scenes: [scene(tv)], sources: [], playback: .presenting(movie, on: monitor),
                invariantPolicy: .recover),
            teardown: [.detachWindow(from: monitor), .detachWindow(from: tv)]),
        Corruption(
            violation: "source 1 enabled on the Info.plist path",
            machine: PresentationMachine(
                restoring: .infoPlist, scenes: [scene(tv)], sources: [Source(id: player, isEnabled: true)],
                playback: .presenting(movie, on: tv), invariantPolicy: .recover),
            teardown: [.detachWindow(from: tv)]),
        Corruption(
            violation: "a source is listed twice",
            machine: PresentationMachine(
                restoring: .sceneAccessory, scenes: [scene(tv)],
                sources: [
                    Source(id: player, isEnabled: true), Source(id: modal, isEnabled: true), Source(id: player, isEnabled: true),
                ],
                playback: .presenting(movie, on: tv), invariantPolicy: .recover),
            teardown: [.detachWindow(from: tv), .enableSource(player), .enableSource(modal)]),
    ]

    @Test(
        "A broken state recovers to no window and stopped, and emits the effects that tear the shell down", arguments: corruptions
    )
    func recoversToTheSafeState(corruption: Corruption) throws {
        var machine = corruption.machine
        let before = machine.description
        #expect(machine.invariantViolation == corruption.violation)

        let effects = machine.reconnectPolicyDidChange(to: .resume)

        #expect(effects.filter { if case .log = $0 { false } else { true } } == corruption.teardown)
        #expect(machine.playback == .stopped)
        #expect(!machine.isViewAdded)
        #expect(!machine.isPlaybackRequested)
        #expect(machine.invariantViolation == nil)
        let fault = try #require(effects.first)
        guard case .log(let line) = fault else {
            Issue.record("the first effect is \(fault), not the fault line")
            return
        }
        #expect(line.level == .fault)
        #expect(line.message.contains(corruption.violation))
        #expect(line.message.contains("state: \(before)"), "the fault carries the state as it was when the rule broke")
    }

    @Test("After recovering, the machine plays again on the display still connected")
    func playsAgainAfterRecovering() throws {
        var machine = try #require(Self.corruptions.first).machine
        _ = machine.reconnectPolicyDidChange(to: .resume)
        let effects = machine.playRequested(Self.movie)
        #expect(effects.contains(.attachWindow(to: Self.tv, content: Self.movie)))
        #expect(machine.playback == .presenting(Self.movie, on: Self.tv))
        #expect(machine.scenes.map(\.id) == [Self.tv], "the scene listed twice is listed once")
    }

    @Test("A sound state is left alone: no fault, no teardown")
    func soundStatesAreNotTouched() {
        var machine = PresentationMachine(path: .sceneAccessory, invariantPolicy: .recover)
        _ = machine.sourceDidRegister(Self.player)
        _ = machine.sceneDidConnect(Self.tv, metrics: Self.metrics, source: Self.player)
        let effects = machine.playRequested(Self.movie)
        #expect(!effects.contains { if case .log(let line) = $0 { line.level == .fault } else { false } })
        #expect(machine.playback == .presenting(Self.movie, on: Self.tv))
    }

    /// Debug builds, and so every `swift test` run, trap on a broken invariant so the bug stops where
    /// it happens; release builds recover. A trapping test would end the test process, so the choice is
    /// checked instead of exercised.
    @Test("Debug builds choose to trap, and machines use the build's choice unless told otherwise")
    func debugBuildsTrap() {
        #if DEBUG
        #expect(InvariantPolicy.forThisBuild == .trap)
        #else
        #expect(InvariantPolicy.forThisBuild == .recover)
        #endif
        #expect(PresentationMachine(path: .infoPlist).invariantPolicy == .forThisBuild)
    }
}
