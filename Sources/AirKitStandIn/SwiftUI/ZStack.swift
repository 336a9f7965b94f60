import Foundation

/// A stack of views. The simulated device keeps its content in order; it lays nothing out.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct ZStack<Content: View>: View {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        resolveContainer("ZStack", content: content, in: renderer, at: path)
    }
}
