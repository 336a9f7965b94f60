/// A control that switches a Boolean on and off; the simulated device can tap it by title
/// (``SimulatedDevice/tapButton(_:)``), which flips its binding.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `struct
/// Toggle<Label> where Label : View`, with `init(isOn: Binding<Bool>, label: () -> Label)` and, for a
/// text label, `init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol`; see
/// `Documentation/StandInSources.md` §13.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let togglePath = path.appending("Toggle")
        let title = renderer.render(label, at: togglePath).flatMap(\.texts).joined(separator: " ")
        let isOn = isOn
        let node = ViewNode(kind: .button(title: title, action: { isOn.wrappedValue.toggle() }), path: togglePath)
        node.isEnabled = renderer.environment.isEnabled
        return [node]
    }
}
