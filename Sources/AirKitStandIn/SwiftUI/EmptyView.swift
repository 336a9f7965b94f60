/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public init() {}
}

extension EmptyView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] { [] }
}
