import Observation

/// Makes bindings to the properties of an `@Observable` object: `TextEditor(text: $store.message)`.
/// Declared in SwiftUI's shape (iOS 17), `Documentation/StandInSources.md#swiftui-shapes`
/// (``SimulationAssumption/declarationsOutsideTheReference``).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
    }
}
