/// A view that shows nothing.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct EmptyView: View {
    public init() {}
}

extension EmptyView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] { [] }
}
