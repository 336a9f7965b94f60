/// A tab container; seed 000 puts its accessory registrar in a `TabView`'s background.
/// Not covered by apple-api-facts: declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``).
nonisolated public struct TabView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        resolveContainer("TabView", content: content, in: renderer, at: path)
    }
}
