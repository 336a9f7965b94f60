/// A type-erased view.
/// Not covered by apple-api-facts: declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``).
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
