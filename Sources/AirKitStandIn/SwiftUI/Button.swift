/// A control that runs an action; the simulated device can tap it by title (``SimulatedDevice/tapButton(_:)``).
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let buttonPath = path.appending("Button")
        let labelNodes = renderer.render(label, at: buttonPath)
        let title = labelNodes.flatMap(\.texts).joined(separator: " ")
        let node = ViewNode(kind: .button(title: title, action: action), path: buttonPath)
        node.isEnabled = renderer.environment.isEnabled
        return [node]
    }
}
