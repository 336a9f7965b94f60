import Observation

/// Reads a value from the environment of the view being evaluated.
///
/// `Documentation/StandInSources.md#environment`: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`; `@Environment(\.self)`
/// type-checks. Also the iOS 17 form `@Environment(Model.self)` for `@Observable` objects put in the
/// environment with `.environment(model)`.
///
/// Difference from iOS: `wrappedValue` is `@MainActor` (SwiftUI's is `nonisolated`); the stand-in reads
/// the environment of the body being evaluated, which only exists on the main actor. Read outside a
/// body, it gives the default environment, where SwiftUI logs a runtime warning.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    @MainActor
    public var wrappedValue: Value {
        read(EnvironmentValues.current ?? EnvironmentValues())
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the object of this type that `.environment(_:)` put above the view; missing, it traps with
    /// the message SwiftUI's crash carries.
    public init(_ objectType: Value.Type) {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                preconditionFailure(
                    "No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }
}
