import Observation

/// Where a `State` or `StateObject` lives: the position of its view and the property's name.
struct StateKey: Hashable, CustomStringConvertible {
    let path: ViewPath
    let property: String

    var description: String { "\(property) at \(path)" }
}

/// A property wrapper whose storage the renderer links before it evaluates a body.
protocol LinkableStateProperty {
    @MainActor func link(to store: StateStore, key: StateKey)
}

/// The `@State` values and `@StateObject` objects of one hosting controller's views.
///
/// SwiftUI keeps a view's state for as long as the view keeps its identity (its position and type)
/// and drops it when the view leaves the tree. The stand-in does the same: storage is keyed by
/// ``StateKey``, found again on every render, and dropped at the end of a render that did not reach it.
@MainActor
final class StateStore {
    private var entries: [StateKey: AnyObject] = [:]
    private var seen: Set<StateKey> = []

    func beginUpdate() {
        seen = []
    }

    func endUpdate() {
        entries = entries.filter { seen.contains($0.key) }
    }

    /// Links every `@State` and `@StateObject` of `view` (or of a modifier) to its storage at `path`.
    func link(_ view: some Any, at path: ViewPath) {
        for child in Mirror(reflecting: view).children {
            guard let label = child.label, let property = child.value as? any LinkableStateProperty else { continue }
            property.link(to: self, key: StateKey(path: path, property: label))
        }
    }

    func storage<Value>(for key: StateKey, initialValue: Value) -> StateStorage<Value> {
        seen.insert(key)
        if let existing = entries[key] as? StateStorage<Value> { return existing }
        let made = StateStorage(value: initialValue, key: key)
        entries[key] = made
        return made
    }

    func object<Object: AnyObject>(for key: StateKey, make: () -> Object) -> Object {
        seen.insert(key)
        if let existing = entries[key] as? Object { return existing }
        let made = make()
        entries[key] = made
        return made
    }
}

/// One `@State` value. Observable, so bodies that read it re-render when it is written.
@MainActor
@Observable
final class StateStorage<Value> {
    @ObservationIgnored let key: StateKey
    private var stored: Value

    init(value: Value, key: StateKey) {
        self.stored = value
        self.key = key
    }

    var value: Value {
        get { stored }
        set {
            ViewUpdate.noteStateWrite(of: "@State \(key)") { stored = newValue }
        }
    }
}
