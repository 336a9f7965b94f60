/// The views of a multi-statement builder closure, side by side.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct TupleView<T>: View {
    public var value: T
    let elements: [AnyView]
}

extension TupleView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        elements.enumerated().flatMap { index, element in
            renderer.render(element, at: path.appending("\(index)"))
        }
    }
}
