/// An `ObservableObject` a view owns: made once per view identity, kept across re-renders.
///
/// `Documentation/StandInSources.md#state`: `@MainActor @frozen @propertyWrapper @preconcurrency struct
/// StateObject<ObjectType> where ObjectType : ObservableObject`, `nonisolated init(wrappedValue thunk:
/// @autoclosure @escaping () -> ObjectType)` and `@MainActor @preconcurrency var wrappedValue:
/// ObjectType { get }`. SwiftUI's `projectedValue` (`ObservedObject<ObjectType>.Wrapper`) is left out:
/// the stand-in has no `ObservedObject`, so `$model.property` does not compile here. Its initializer is
/// main-actor isolated rather than `nonisolated`, as a view's initializer is (both stricter).
///
/// Simulated behaviour: the renderer links it to storage kept by the hosting controller under the
/// view's position and the property's name; the thunk runs only when that storage is first made, so a
/// re-render of the same view reuses the object. The stand-in has no Combine: the object's `@Published`
/// changes do not re-render (StandInSources.md#swiftui-shapes).
@MainActor
@preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let cell: StateObjectCell<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        cell = StateObjectCell(make: thunk)
    }

    @MainActor
    @preconcurrency
    public var wrappedValue: ObjectType {
        cell.object
    }
}

extension StateObject: LinkableStateProperty {
    func link(to store: StateStore, key: StateKey) {
        cell.link(to: store.object(for: key, make: cell.make))
    }
}

/// What one `StateObject` value points at: the object its view's storage keeps, once linked.
final class StateObjectCell<ObjectType: AnyObject> {
    let make: () -> ObjectType
    private var linked: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    @MainActor
    func link(to object: ObjectType) {
        linked = object
    }

    /// The linked object; read before any render (as SwiftUI would warn about), a fresh one.
    @MainActor
    var object: ObjectType {
        if let linked { return linked }
        let made = make()
        linked = made
        return made
    }
}
