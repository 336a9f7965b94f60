import Testing

@testable import AirKit

/// What an observer that does not use Observation is told, and in which order: `Air.observeChanges(_:)`
/// and the C interface's observers report these.
struct FollowedStateTests {
    static let tv = DisplayID(rawValue: 1)
    static let monitor = DisplayID(rawValue: 2)
    static let stopped = PlaybackEnd(content: ContentID(rawValue: 1), reason: .stopped)
    static let unplugged = PlaybackEnd(content: ContentID(rawValue: 2), reason: .displayUnplugged)

    static func state(available: Bool, on display: DisplayID? = nil, end: PlaybackEnd? = nil) -> FollowedState {
        FollowedState(isAvailable: available, presentedDisplay: display, lastEnd: end)
    }

    @Test("A new observer is told availability and where the content is, never an end from before")
    func newObserver() {
        #expect(
            Self.state(available: true, on: Self.tv, end: Self.stopped).changes(since: nil) == [
                .availability(true), .showing(Self.tv),
            ])
        #expect(Self.state(available: false).changes(since: nil) == [.availability(false), .showing(nil)])
    }

    @Test("Nothing changed, nothing told")
    func noChange() {
        let state = Self.state(available: true, on: Self.tv, end: Self.stopped)
        #expect(state.changes(since: state).isEmpty)
    }

    @Test("Starting: availability first, then the content showing on the display")
    func starting() {
        #expect(
            Self.state(available: true, on: Self.tv).changes(since: Self.state(available: false)) == [
                .availability(true), .showing(Self.tv),
            ])
    }

    @Test("Stopping: the content leaves its display, then the request ends, then the display goes")
    func stopping() {
        let before = Self.state(available: true, on: Self.tv, end: Self.stopped)
        #expect(
            Self.state(available: false, end: Self.unplugged).changes(since: before)
                == [.showing(nil), .ended(Self.unplugged), .availability(false)])
    }

    @Test("Moving to another display is one change; two ends in a row for the same reason are two")
    func movesAndEnds() {
        #expect(
            Self.state(available: true, on: Self.monitor).changes(since: Self.state(available: true, on: Self.tv)) == [
                .showing(Self.monitor)
            ])
        let again = PlaybackEnd(content: ContentID(rawValue: 3), reason: .stopped)
        #expect(
            Self.state(available: true, end: again).changes(since: Self.state(available: true, end: Self.stopped)) == [
                .ended(again)
            ])
    }
}

/// The observer table's checked handles and its one-call-per-change rule.
struct ObserverTableTests {
    typealias Table = ObserverTable<String, Int>

    @Test("An observer added knowing nothing is told the current value; one added knowing it, only changes")
    func toldOnce() {
        var table = Table()
        let fresh = table.add("fresh")
        let knowing = table.add("knowing", told: 1)
        #expect(table.valueDidChange(to: 1).map(\.callback) == ["fresh"])
        let calls = table.valueDidChange(to: 2)
        #expect(calls.map(\.callback) == ["fresh", "knowing"])
        #expect(calls.map(\.previous) == [1, 1])
        #expect(table.valueDidChange(to: 2).isEmpty)
        #expect(table.remove(fresh) == .removed)
        #expect(table.remove(fresh) == .notFound)
        #expect(table.contains(knowing))
        #expect(table.lastValue(of: knowing) == 2)
        #expect(table.lastValue(of: fresh) == nil)
    }

    @Test("A stale handle does not name the observer that took its slot")
    func staleHandle() {
        var table = Table()
        let first = table.add("first")
        _ = table.remove(first)
        let second = table.add("second")
        #expect(second.slot == first.slot)
        #expect(table.remove(first) == .notFound)
        #expect(table.contains(second))
        #expect(Table.Handle(packed: second.packed) == second)
        #expect(Table.Handle(packed: 0) == nil)
    }
}
