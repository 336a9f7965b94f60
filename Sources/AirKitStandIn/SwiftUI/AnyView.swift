/// A type-erased view.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct AnyView: View {
    let base: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            base = erased.base
        } else {
            base = view
        }
    }
}

extension AnyView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        renderer.render(base, at: path)
    }
}
