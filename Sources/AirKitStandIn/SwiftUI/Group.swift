/// Groups views without adding structure.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        renderer.render(content, at: path.appending("Group"))
    }
}
