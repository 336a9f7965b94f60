import Testing

@testable import AirKit

/// State × event for requests pinned to a display (`PresentationMachine+Pinned.swift`): each row builds a
/// state from events, sends one more, and names the window effects, the main request's place and the
/// pinned requests that must follow, on both paths.
struct RuntimeMachinePinnedTests {
    typealias Event = RuntimeMachine.Event
    typealias Effect = RuntimeMachine.Effect
    typealias Step = RuntimeMachineDisplayChoiceTests.Step

    static let first = DisplayID(rawValue: 1)
    static let second = DisplayID(rawValue: 2)
    static let guest = ContentID(rawValue: 7)
    static let otherGuest = ContentID(rawValue: 8)

    static func pin(_ content: ContentID, to display: DisplayID) -> Event {
        .pinRequested(content, kind: .swiftUI(players: []), display: display)
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [Step]
        let event: Step
        let effects: [Effect]
        let shown: Shown
        /// Each pinned request's content and the scene it is shown on (`nil`: waiting).
        let pinned: [PinnedShown]
        var testDescription: String { name }
    }

    struct PinnedShown: Equatable, Sendable {
        let content: ContentID
        let scene: SceneID?
    }

    static let rows: [Row] = {
        let (tv, monitor, movie) = (Core.tv, Core.monitor, Core.movie)
        let twoDisplays: [Step] = [.event(.connect(tv)), .event(.connect(monitor))]
        return [
            Row(
                name: "two displays + pin to each: both shown", setup: twoDisplays + [.event(pin(guest, to: first))],
                event: .event(pin(otherGuest, to: second)), effects: [.attachWindow(to: monitor, content: otherGuest)],
                shown: .stopped,
                pinned: [PinnedShown(content: guest, scene: tv), PinnedShown(content: otherGuest, scene: monitor)]),
            Row(
                name: "main shown on the first + pin to the first: main moves to the second",
                setup: twoDisplays + [.event(.play(movie))], event: .event(pin(guest, to: first)),
                effects: [
                    .detachWindow(from: tv), .attachWindow(to: tv, content: guest), .attachWindow(to: monitor, content: movie),
                ],
                shown: .presenting(movie, on: monitor), pinned: [PinnedShown(content: guest, scene: tv)]),
            Row(
                name: "main on the only display + pin to it: main waits",
                setup: [.event(.connect(tv)), .event(.play(movie))], event: .event(pin(guest, to: first)),
                effects: [.detachWindow(from: tv), .attachWindow(to: tv, content: guest)], shown: .waiting(movie),
                pinned: [PinnedShown(content: guest, scene: tv)]),
            Row(
                name: "main chose the pinned display: it stays elsewhere while the pin holds",
                setup: twoDisplays + [.event(pin(guest, to: second))], event: .event(.play(movie, on: second)),
                effects: [.attachWindow(to: tv, content: movie)], shown: .presenting(movie, on: tv),
                pinned: [PinnedShown(content: guest, scene: monitor)]),
            Row(
                name: "pinned display unplugged (resume): the pinned request ends, never moves",
                setup: [.event(.connect(tv)), .event(pin(guest, to: first))], event: .unplug(tv),
                effects: [.detachWindow(from: tv)], shown: .stopped, pinned: []),
            Row(
                name: "pinned display's scene away with the app: waits, comes back to the same display",
                setup: twoDisplays + [.event(pin(guest, to: second)), .event(.active(false)), .event(.disconnect(monitor))],
                event: .event(.connect(monitor)), effects: [.attachWindow(to: monitor, content: guest)], shown: .stopped,
                pinned: [PinnedShown(content: guest, scene: monitor)]),
            Row(
                name: "pin to a display not connected: ends at once", setup: [.event(.connect(tv))],
                event: .event(pin(guest, to: DisplayID(rawValue: 9))), effects: [], shown: .stopped, pinned: []),
            Row(
                name: "stop ends the main request and every pinned one",
                setup: twoDisplays + [.event(pin(guest, to: first)), .event(.play(movie))], event: .event(.stop),
                effects: [.detachWindow(from: monitor), .detachWindow(from: tv)], shown: .stopped, pinned: []),
            Row(
                name: "stop on a display ends only what it shows",
                setup: twoDisplays + [.event(pin(guest, to: first)), .event(.play(movie))],
                event: .event(.stopOnDisplayRequested(first)), effects: [.detachWindow(from: tv)],
                shown: .presenting(movie, on: monitor), pinned: []),
        ]
    }()

    @Test("Pinned requests", arguments: rows)
    func row(_ row: Row) {
        for path in [PresentationPath.infoPlist, .sceneAccessory] {
            var machine = RuntimeMachineDisplayChoiceTests.machine(path)
            for step in row.setup { _ = RuntimeMachineDisplayChoiceTests.send(step, to: &machine) }
            let effects = RuntimeMachineDisplayChoiceTests.send(row.event, to: &machine).windowEffects.filter {
                if case .enableSource = $0 { false } else { true }
            }
            #expect(effects == row.effects, "\(path)")
            #expect(machine.shown == row.shown, "\(path)")
            #expect(
                machine.presentation.pinned.map { PinnedShown(content: $0.request.content, scene: $0.scene) } == row.pinned,
                "\(path)")
            #expect(machine.invariantViolation == nil, "\(path)")
        }
    }

    @Test("A pinned request's end is recorded with its reason")
    func endsAreRecorded() {
        var machine = RuntimeMachine(path: .infoPlist, invariantPolicy: .trap)
        _ = machine.handle(.connect(Core.tv))
        _ = machine.handle(Self.pin(Self.guest, to: Self.first))
        _ = machine.handle(.disconnect(Core.tv))
        _ = machine.handle(.sceneChangesDidSettle)
        #expect(machine.presentation.lastEnd == PlaybackEnd(content: Self.guest, reason: .displayUnplugged))
        #expect(machine.presentation.pinned.isEmpty)
    }
}
