/// A piece of user interface described by a value.
///
/// `Documentation/StandInSources.md#swiftui-view`: SwiftUI's `View` is `@MainActor @preconcurrency` with a `@ViewBuilder body`.
/// The stand-in resolves views into a tree the simulated device can inspect (what a display shows,
/// which representables are alive); it lays out and draws nothing.
@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is a view with no body, as in SwiftUI, so primitive views declare `Body == Never` (`Documentation/StandInSources.md#swiftui-view`).
extension Never: View {
    public typealias Body = Never

    public var body: Never {
        fatalError("Never has no body")
    }
}

extension View where Body == Never {
    /// Views the stand-in resolves itself (text, stacks, modifiers, representables) have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
