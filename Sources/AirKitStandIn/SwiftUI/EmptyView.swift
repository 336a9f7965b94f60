/// A view that shows nothing.
/// Not covered by apple-api-facts: declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``).
nonisolated public struct EmptyView: View {
    public init() {}
}

extension EmptyView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] { [] }
}
