/// A key for a value in ``EnvironmentValues``, with the value used when nothing above a view set it.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
