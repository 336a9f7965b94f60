import Foundation

/// The inset distances for the sides of a rectangle, in the writing direction's terms
/// (`Documentation/StandInSources.md#view-modifiers`: `@frozen struct EdgeInsets : Equatable` with
/// `var top, leading, bottom, trailing: CGFloat`, `init(top:leading:bottom:trailing:)` and `init()`).
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension View {
    /// Pads the view by `insets` (`Documentation/StandInSources.md#view-modifiers`:
    /// `nonisolated func padding(_ insets: EdgeInsets) -> some View`). Simulated behaviour: resolves to
    /// a ``ViewNode/Kind/padding(_:)`` node around the content, so tests and snapshots see the insets.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        PaddedView(content: self, insets: insets)
    }
}

nonisolated struct PaddedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let insets: EdgeInsets

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let contentPath = path.appending("padding")
        return [ViewNode(kind: .padding(insets), path: contentPath, children: renderer.render(content, at: contentPath))]
    }
}
