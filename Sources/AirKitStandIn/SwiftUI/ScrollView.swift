import Foundation

/// A scrollable view. The simulated device keeps its content; it neither lays out nor scrolls.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct ScrollView<Content: View>: View {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        resolveContainer("ScrollView", content: content, in: renderer, at: path)
    }
}
