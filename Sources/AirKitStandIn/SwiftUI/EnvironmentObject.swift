/// Reads an `ObservableObject` that `.environmentObject(_:)` put above the view (`Documentation/StandInSources.md#swiftui-shapes`, StandInSources.md#environment).
///
/// Missing, it traps like SwiftUI ("No ObservableObject of type … found"), the crash an app meets when its
/// external window's content was not given the object. `wrappedValue` is `@MainActor` for the reason given on ``Environment``.
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
