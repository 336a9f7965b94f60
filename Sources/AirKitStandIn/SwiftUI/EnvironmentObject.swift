/// Reads an `ObservableObject` that `.environmentObject(_:)` put above the view (seed 001).
///
/// Missing, it traps like SwiftUI ("No ObservableObject of type … found"), the crash seed 001 hits in its
/// external window. `wrappedValue` is `@MainActor` for the reason given on ``Environment``.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject & ObservableObject> {
    public init() {}

    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current?.object(of: ObjectType.self) else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }
}
