/// Observers of a value, for the C interface and for UIKit: who is registered, by a checked handle, and
/// what each was last told.
///
/// A handle is a slot and a generation, never an address. Removing an observer frees its slot and
/// bumps the slot's generation, so a handle removed before (a double remove, a stale copy) no longer
/// matches anything: removing it again, or with a handle that was never given, is a no-op that says so,
/// whatever was registered in that slot since. Each observer is told a value once per change of value:
/// an observer added with nothing told is told the current value at once; one added knowing the current
/// value (the last end of a request, which an observer of ends must not hear again) only its changes.
///
/// The table is a value: the shell keeps it behind a lock (`ObserverRegistry`), so that an observer can
/// be removed from any thread and, once the removal returns, is never called again.
struct ObserverTable<Callback: Sendable, Value: Equatable & Sendable>: Sendable {
    /// An observer's handle: a slot, numbered from 1, and the generation the slot had when it was given.
    struct Handle: Hashable, Sendable, CustomStringConvertible {
        let slot: Int
        let generation: Int

        /// The handle as one non-zero number: the generation in the high 32 bits, the slot in the low 32.
        var packed: UInt64 { UInt64(truncatingIfNeeded: generation) << 32 | UInt64(truncatingIfNeeded: slot) }

        init(slot: Int, generation: Int) {
            self.slot = slot
            self.generation = generation
        }

        /// The handle a number stands for; `nil` for zero (`NULL`).
        init?(packed: UInt64) {
            guard packed != 0 else { return nil }
            self.init(slot: Int(packed & 0xFFFF_FFFF), generation: Int(packed >> 32))
        }

        var description: String { "observer \(slot).\(generation)" }
    }

    /// What a removal did.
    enum Removal: Equatable, Sendable {
        /// The observer was registered under this handle and is removed.
        case removed
        /// No observer has this handle: it was removed already, or never given.
        case notFound
    }

    private enum Slot: Sendable {
        case free(generation: Int)
        case observing(generation: Int, callback: Callback, lastValue: Value?)

        var generation: Int {
            switch self {
            case .free(let generation), .observing(let generation, _, _): generation
            }
        }
    }

    private var slots: [Slot] = []

    /// The number of observers registered whose callback satisfies `isIncluded`.
    func count(where isIncluded: (Callback) -> Bool = { _ in true }) -> Int {
        slots.count { if case .observing(_, let callback, _) = $0 { isIncluded(callback) } else { false } }
    }

    /// Registers `callback`, which knows `told` already (`nil`: nothing yet); returns its handle. A free
    /// slot is reused with its next generation.
    mutating func add(_ callback: Callback, told: Value? = nil) -> Handle {
        if let index = slots.firstIndex(where: { if case .free = $0 { true } else { false } }) {
            let generation = slots[index].generation
            slots[index] = .observing(generation: generation, callback: callback, lastValue: told)
            return Handle(slot: index + 1, generation: generation)
        }
        slots.append(.observing(generation: 1, callback: callback, lastValue: told))
        return Handle(slot: slots.count, generation: 1)
    }

    /// Removes the observer with `handle`, if it is still registered.
    mutating func remove(_ handle: Handle) -> Removal {
        let index = handle.slot - 1
        guard slots.indices.contains(index), case .observing(let generation, _, _) = slots[index], generation == handle.generation
        else { return .notFound }
        slots[index] = .free(generation: generation &+ 1)
        return .removed
    }

    /// Whether `handle` names a registered observer.
    func contains(_ handle: Handle) -> Bool {
        let index = handle.slot - 1
        guard slots.indices.contains(index), case .observing(let generation, _, _) = slots[index] else { return false }
        return generation == handle.generation
    }

    /// The callback registered under `handle`; `nil` when none is. The C interface's surfaces keep their
    /// entries here too, for the same checked handles.
    func callback(of handle: Handle) -> Callback? {
        let index = handle.slot - 1
        guard slots.indices.contains(index), case .observing(let generation, let callback, _) = slots[index],
            generation == handle.generation
        else { return nil }
        return callback
    }

    /// Replaces the callback registered under `handle`; returns whether one was.
    mutating func replaceCallback(of handle: Handle, with callback: Callback) -> Bool {
        let index = handle.slot - 1
        guard slots.indices.contains(index), case .observing(let generation, _, let last) = slots[index],
            generation == handle.generation
        else { return false }
        slots[index] = .observing(generation: generation, callback: callback, lastValue: last)
        return true
    }

    /// What the observer with `handle` was told last: `nil` when it is not registered or was told nothing.
    func lastValue(of handle: Handle) -> Value? {
        let index = handle.slot - 1
        guard slots.indices.contains(index), case .observing(let generation, _, let last) = slots[index],
            generation == handle.generation
        else { return nil }
        return last
    }

    /// The value is `value` now for the observers whose callback satisfies `isIncluded`: returns those to
    /// tell, each with its callback and what it was told before (`nil`: nothing), and records that they
    /// were told. An observer that was told this value already is not told again.
    mutating func valueDidChange(to value: Value, where isIncluded: (Callback) -> Bool = { _ in true })
        -> [(handle: Handle, callback: Callback, previous: Value?)]
    {
        var calls: [(handle: Handle, callback: Callback, previous: Value?)] = []
        for index in slots.indices {
            guard case .observing(let generation, let callback, let last) = slots[index], last != value, isIncluded(callback)
            else { continue }
            slots[index] = .observing(generation: generation, callback: callback, lastValue: value)
            calls.append((Handle(slot: index + 1, generation: generation), callback, last))
        }
        return calls
    }
}
