import Foundation

/// The values a view inherits from the views above it.
///
/// `Documentation/StandInSources.md#environment`: a struct, so `\EnvironmentValues.self` is a `WritableKeyPath` and
/// `.environment(\.self, values)` forwards a whole environment. Values are stored by key type; objects
/// given with `.environment(object)` or `.environmentObject(object)` are stored by their class.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        objects[ObjectIdentifier(type)] = object
    }
}

extension EnvironmentValues {
    private enum DisplayScaleKey: EnvironmentKey {
        static let defaultValue: CGFloat = 1
    }

    private enum HorizontalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }

    private enum VerticalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }

    private enum IsEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }

    /// The points-to-pixels scale of the display the view is on.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat {
        1 / displayScale
    }

    /// The width class of the window; the stand-in sets none.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height class of the window; the stand-in sets none.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// `false` inside `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension EnvironmentValues {
    @MainActor private static var evaluating: [EnvironmentValues] = []

    /// The environment of the view whose `body` is being evaluated, for `@Environment` to read.
    @MainActor static var current: EnvironmentValues? { evaluating.last }

    @MainActor static func whileEvaluatingBody<Result>(with environment: EnvironmentValues, _ body: () -> Result) -> Result {
        evaluating.append(environment)
        defer { evaluating.removeLast() }
        return body()
    }
}

/// A window's width or height class, declared in SwiftUI's shape (`Documentation/StandInSources.md#swiftui-shapes`).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}
