/// An editable text view bound to a string; the simulated device can type into it
/// (``SimulatedDevice/enterText(_:intoTextEditorAt:)``). Declared in SwiftUI's shape, `Documentation/StandInSources.md#swiftui-shapes`
/// (``SimulationAssumption/declarationsOutsideTheReference``).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
#if AIRKIT_STANDIN_TVOS
@available(*, deprecated, message: "unavailable on tvOS (SwiftUI.swiftinterface)")
#endif
nonisolated public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let text = text
        let node = ViewNode(
            kind: .textEditor(text: text.wrappedValue, setText: { text.wrappedValue = $0 }), path: path.appending("TextEditor"))
        node.isEnabled = renderer.environment.isEnabled
        return [node]
    }
}
