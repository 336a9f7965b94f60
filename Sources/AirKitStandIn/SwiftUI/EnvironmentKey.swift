/// A key for a value in ``EnvironmentValues``, with the value used when nothing above a view set it.
/// Not covered by apple-api-facts: declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
