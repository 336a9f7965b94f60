/// `Documentation/StandInSources.md#view-modifiers`: `background(alignment:content:)` (iOS 15) and the older `background(_:alignment:)`
/// (deprecated in iOS 27), which apps use to host an accessory registrar.
extension View {
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
