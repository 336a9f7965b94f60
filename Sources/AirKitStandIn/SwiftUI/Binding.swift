/// A read-write reference to a value owned elsewhere, as `ExternalNonInteractiveAccessory(isEnabled:)` takes.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// The SDK declares (SwiftUI documentation for `Binding.init(get:set:)`, and `SwiftUICore.swiftinterface`
    /// in the iOS 27.0 SDK): `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
    ///
    /// The closures must be `@Sendable` here too, so a closure that captures non-Sendable state fails
    /// here as it does on iOS. `@isolated(any)` is left out: a synchronous getter cannot call an
    /// `@isolated(any)` closure without `await`, which only SwiftUI's runtime gets around. Leaving it out
    /// makes the stand-in stricter, never looser: a closure isolated to an actor (`{ @MainActor in … }`)
    /// is refused here although iOS accepts it; a nonisolated closure is accepted by both.
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// For the stand-in's own bindings (`constant`, member lookup, `Bindable`), whose closures run on
    /// the main actor with the view that reads them.
    init(reading get: @escaping () -> Value, writing set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(reading: { value }, writing: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            reading: { self.wrappedValue[keyPath: keyPath] },
            writing: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}
