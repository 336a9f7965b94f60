/// An app's structure, as a SwiftUI app declares it with `@main`.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `protocol
/// App` with a `@SceneBuilder body` and `init()`, and `static func main()` in an extension; see
/// `Documentation/StandInSources.md#swiftui-shapes`. The stand-in runs no app by itself: tests launch an app's
/// views on a ``SimulatedDevice``, so `main()` stops with a message instead.
@MainActor
@preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {
        fatalError("AirKitStandIn does not run apps: launch the app's views on a SimulatedDevice instead")
    }
}

/// A part of an app's interface whose life cycle the system manages.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `protocol
/// Scene` with a `@SceneBuilder body`; see `Documentation/StandInSources.md#swiftui-shapes`.
@MainActor
@preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is a scene with no body, as in SwiftUI, so primitive scenes declare `Body == Never`.
extension Never: Scene {}

extension Scene where Body == Never {
    /// Scenes the stand-in declares itself (`WindowGroup`) have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

/// Builds an app's scenes from its `body`.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `@resultBuilder
/// struct SceneBuilder`, of which the stand-in has the one-scene block; see
/// `Documentation/StandInSources.md#swiftui-shapes`.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// The scene that shows an app's main interface, the view it is given.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `struct
/// WindowGroup<Content> : Scene where Content : View` with `init(@ViewBuilder content: () -> Content)`;
/// see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
