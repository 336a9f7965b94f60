/// A tab container; apps may put an accessory registrar in a `TabView`'s background.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
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
