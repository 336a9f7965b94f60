/// A value a view owns, kept by the hosting controller for as long as the view keeps its identity.
///
/// `Documentation/StandInSources.md#state`: `@frozen @propertyWrapper struct State<Value>` with
/// `init(wrappedValue:)`, `init(initialValue:)`, `init()` when `Value` is `ExpressibleByNilLiteral`, a
/// `wrappedValue { get nonmutating set }` and a `Binding<Value>` as `projectedValue`. With Xcode 27,
/// `@State` resolves to SwiftUI's `State()` macro instead; the stand-in declares the property wrapper,
/// which accepts the same `@State private var x = …` code
/// (``SimulationAssumption/declarationsOutsideTheReference``). Stricter than SwiftUI: the value is
/// read and written on the main actor only.
///
/// Simulated behaviour: before a body is evaluated the renderer links each `State` of the view to
/// storage kept by its hosting controller under the view's position and the property's name, so the
/// value survives re-renders and is dropped when the view leaves the tree. Writing it re-renders the
/// views that read it; writing it during a view update records SwiftUI's runtime warning in the
/// device's `faults`.
@propertyWrapper
public struct State<Value> {
    private let cell: StateCell<Value>

    public init(wrappedValue value: Value) {
        cell = StateCell(initialValue: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    @MainActor
    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    @MainActor
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(reading: { cell.value }, writing: { cell.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil` (`Documentation/StandInSources.md#state`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: LinkableStateProperty {
    @MainActor func link(to store: StateStore, key: StateKey) {
        cell.link(to: store.storage(for: key, initialValue: cell.initialValue))
    }
}

/// What one `State` value points at: its initial value until the renderer links it to storage.
final class StateCell<Value> {
    let initialValue: Value
    private var unlinkedValue: Value
    private var storage: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
        self.unlinkedValue = initialValue
    }

    @MainActor
    func link(to storage: StateStorage<Value>) {
        self.storage = storage
    }

    @MainActor
    var value: Value {
        get { storage?.value ?? unlinkedValue }
        set {
            if let storage { storage.value = newValue } else { unlinkedValue = newValue }
        }
    }
}
