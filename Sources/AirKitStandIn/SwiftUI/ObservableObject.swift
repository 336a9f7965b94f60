/// Combine's `ObservableObject`, re-exported by SwiftUI; app stores written for SwiftUI adopt it.
///
/// `Documentation/StandInSources.md#swiftui-shapes` (``SimulationAssumption/declarationsOutsideTheReference``). The stand-in has no Combine: `@Published` changes do
/// not re-render views. AirKit and its tests use `@Observable`, which does.
public protocol ObservableObject: AnyObject {}

/// Combine's `@Published`, reduced to storage with no publisher (`Documentation/StandInSources.md#swiftui-shapes`).
/// A write during a view update is reported as SwiftUI reports it (`ViewUpdate`).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value {
        didSet { ViewUpdate.noteObservedWrite(of: "@Published") }
    }

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
