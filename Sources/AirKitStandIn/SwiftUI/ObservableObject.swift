/// Combine's `ObservableObject`, re-exported by SwiftUI; app stores written for SwiftUI adopt it.
///
/// `Documentation/StandInSources.md` §13 (``SimulationAssumption/declarationsOutsideTheReference``). The stand-in has no Combine: `@Published` changes do
/// not re-render views. AirKit and its tests use `@Observable`, which does.
public protocol ObservableObject: AnyObject {}

/// Combine's `@Published`, reduced to storage with no publisher (`Documentation/StandInSources.md` §13).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
