/// A reusable change to a view, applied with `.modifier(_:)`; AirKit's `.airPlaySource()` is one.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#binding`.
@MainActor
@preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier wraps, as its `body(content:)` receives it. Named as SwiftUI names it, so that
/// `ViewModifier.Content` spells the same type here and in the SDK (SwiftUI's `ViewModifier` declares
/// `typealias Content = _ViewModifier_Content<Self>`); no public type `ViewModifierContent` exists there
/// (`Documentation/StandInSources.md#binding`).
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        renderer.render(content, at: path.appending("content"))
    }
}

/// A view with a modifier applied, declared in SwiftUI's shape (`Documentation/StandInSources.md#swiftui-shapes`).
nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let wrapped = _ViewModifier_Content<Modifier>(content: AnyView(content))
        let bodyPath = path.appending(String(describing: Modifier.self))
        renderer.states.link(modifier, at: bodyPath)
        let body = renderer.evaluatingBody(of: Modifier.self) { modifier.body(content: wrapped) }
        return renderer.render(body, at: bodyPath)
    }
}

extension View {
    nonisolated public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
