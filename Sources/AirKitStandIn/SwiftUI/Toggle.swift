/// A control that switches between on and off; the simulated device can flip it by title
/// (``SimulatedDevice/setToggle(_:isOn:)``).
///
/// `Documentation/StandInSources.md#toggle-list-sheet` (<https://developer.apple.com/documentation/swiftui/toggle>):
/// `nonisolated struct Toggle<Label> where Label : View`, `init(isOn:label:)` and the text-only
/// `init(_:isOn:)`. The stand-in declares these two only.
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never
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
        let node = ViewNode(
            kind: .toggle(title: title, isOn: isOn.wrappedValue, setOn: { isOn.wrappedValue = $0 }), path: togglePath)
        node.isEnabled = renderer.environment.isEnabled
        return [node]
    }
}
