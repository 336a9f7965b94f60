/// A line of text. The simulated device reads these strings to tell what a display shows.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#binding`.
nonisolated public struct Text: View, Equatable {
    /// The string the text shows. Internal: SwiftUI's `Text` exposes no such property
    /// (`SwiftUICore.swiftinterface`, iOS 27.0 SDK); the simulated device reads it when rendering.
    let content: String

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        [ViewNode(kind: .text(content), path: path)]
    }
}
