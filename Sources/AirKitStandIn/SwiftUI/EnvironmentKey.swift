/// A key for a value in ``EnvironmentValues``, with the value used when nothing above a view set it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
