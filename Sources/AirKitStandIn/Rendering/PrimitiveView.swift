/// A view the stand-in resolves itself instead of evaluating a `body`.
protocol PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode]
}
