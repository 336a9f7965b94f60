import Foundation

/// Modifiers that change how a view looks but not what it says: the stand-in draws nothing, so it
/// resolves their content unchanged. They exist so app code that styles its views compiles (the
/// example app does). Declared in SwiftUI's shape, `Documentation/StandInSources.md#swiftui-shapes`
/// (``SimulationAssumption/declarationsOutsideTheReference``).
extension View {
    nonisolated public func font(_ font: Font?) -> some View {
        StyledView(content: self)
    }

    nonisolated public func padding(_ length: CGFloat? = nil) -> some View {
        StyledView(content: self)
    }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        StyledView(content: self)
    }

    /// Simulated behaviour: resolves to a ``ViewNode/Kind/frame(width:height:)`` node around the content,
    /// which the hosting controller lays representables out by (``UIHostingController``).
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FramedView(content: self, width: width, height: height)
    }

    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        StyledView(content: self)
    }

    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        StyledView(content: self)
    }

    nonisolated public func ignoresSafeArea() -> some View {
        StyledView(content: self)
    }

    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        StyledView(content: self)
    }

    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        StyledView(content: self)
    }

    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        StyledView(content: self)
    }
}

nonisolated struct StyledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        renderer.render(content, at: path)
    }
}

nonisolated struct FramedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let width: CGFloat?
    let height: CGFloat?

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let contentPath = path.appending("frame")
        return [
            ViewNode(
                kind: .frame(width: width, height: height), path: contentPath, children: renderer.render(content, at: contentPath)
            )
        ]
    }
}

/// How a view fills the space `aspectRatio(_:contentMode:)` gives it (`public enum ContentMode : Hashable,
/// CaseIterable`, SwiftUICore), declared in SwiftUI's shape (`Documentation/StandInSources.md#swiftui-shapes`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
