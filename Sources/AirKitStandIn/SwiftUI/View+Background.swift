/// `Documentation/StandInSources.md#view-modifiers`: `background(alignment:content:)` (iOS 15) and the older `background(_:alignment:)`
/// (deprecated in iOS 27), which apps use to host an accessory registrar, and `overlay(alignment:content:)`
/// (iOS 15), which lays a view over another (a veil over a surface).
extension View {
    nonisolated public func overlay<V: View>(
        alignment: Alignment = .center, @ContentBuilder content: () -> V
    ) -> some View {
        OverlayView(content: self, overlay: content())
    }

    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ContentBuilder content: () -> V
    ) -> some View {
        BackgroundView(content: self, background: content())
    }

    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use background(alignment:content:) instead.")
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        BackgroundView(content: self, background: background)
    }
}

nonisolated struct BackgroundView<Content: View, Background: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let background: Background

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let backgroundPath = path.appending("background")
        let backgroundNode = ViewNode(
            kind: .container("background"), path: backgroundPath,
            children: renderer.render(background, at: backgroundPath))
        return renderer.render(content, at: path.appending("content")) + [backgroundNode]
    }
}

nonisolated struct OverlayView<Content: View, Overlay: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let overlay: Overlay

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let overlayPath = path.appending("overlay")
        let overlayNode = ViewNode(
            kind: .container("overlay"), path: overlayPath, children: renderer.render(overlay, at: overlayPath))
        return renderer.render(content, at: path.appending("content")) + [overlayNode]
    }
}
