import Testing

@testable import AirKit

/// The rules that keep a declarative presenter's binding and AirKit's request in agreement.
struct PresenterLedgerTests {
    typealias Key = PresenterLedger.Key
    static var presented: Key { Key(item: nil, display: nil) }
    static let first = ContentID(rawValue: 1)
    static let second = ContentID(rawValue: 2)

    /// A ledger that presented and holds `first`.
    static func holding(_ key: Key = presented) -> PresenterLedger {
        var ledger = PresenterLedger()
        _ = ledger.bindingDidChange(to: key, current: nil)
        _ = ledger.didPlay(first, current: first)
        return ledger
    }

    @Test("Presenting plays; not presenting does nothing")
    func bindingTurnsOn() {
        var ledger = PresenterLedger()
        #expect(ledger.bindingDidChange(to: nil, current: nil) == .none)
        #expect(ledger.bindingDidChange(to: Self.presented, current: nil) == .play)
        #expect(ledger.didPlay(Self.first, current: Self.first) == .none)
        #expect(ledger.request == Self.first)
    }

    @Test("Turning the binding off stops only the presenter's own request")
    func bindingTurnsOff() {
        var ledger = Self.holding()
        #expect(ledger.bindingDidChange(to: nil, current: Self.first) == .stop)
        var replaced = Self.holding()
        #expect(replaced.bindingDidChange(to: nil, current: Self.second) == .none, "another request is not this one's to stop")
    }

    @Test("A request replaced or ended by anyone else dismisses the binding, once")
    func replacedRequestDismisses() {
        var ledger = Self.holding()
        #expect(ledger.requestDidChange(to: Self.first) == .none)
        #expect(ledger.requestDidChange(to: Self.second) == .dismiss)
        #expect(ledger.requestDidChange(to: nil) == .none)
        #expect(ledger.bindingDidChange(to: nil, current: nil) == .none, "the binding set back to false stops nothing")
        var stopped = Self.holding()
        #expect(stopped.requestDidChange(to: nil) == .dismiss)
    }

    @Test("A new item or display plays again; the same key while held does nothing")
    func keyChangeReplaces() {
        var ledger = Self.holding(Key(item: AnyHashable(1), display: nil))
        #expect(ledger.bindingDidChange(to: Key(item: AnyHashable(1), display: nil), current: Self.first) == .none)
        #expect(ledger.bindingDidChange(to: Key(item: AnyHashable(2), display: nil), current: Self.first) == .play)
        var moved = Self.holding(Key(item: AnyHashable(1), display: nil))
        #expect(moved.bindingDidChange(to: Key(item: AnyHashable(1), display: 7), current: Self.first) == .play)
    }

    @Test("Presented again after another request took over: plays again")
    func presentedAgainAfterReplacement() {
        var ledger = Self.holding()
        #expect(ledger.bindingDidChange(to: Self.presented, current: Self.second) == .play)
    }

    @Test("A request a policy ended at once dismisses the binding")
    func requestEndedAtOnce() {
        var ledger = PresenterLedger()
        _ = ledger.bindingDidChange(to: Self.presented, current: nil)
        #expect(ledger.didPlay(Self.first, current: nil) == .dismiss)
        #expect(ledger.request == nil)
    }

    @Test("Leaving the interface stops the presenter's request, and only its own")
    func leaving() {
        var ledger = Self.holding()
        #expect(ledger.presenterDidLeave(current: Self.first) == .stop)
        var replaced = Self.holding()
        #expect(replaced.presenterDidLeave(current: Self.second) == .none)
    }
}
