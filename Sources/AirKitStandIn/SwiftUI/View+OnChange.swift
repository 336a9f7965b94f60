/// `onChange(of:initial:_:)` (iOS 17): runs the action after an update in which the value changed,
/// and once when the view appears if `initial` is true. Apps observe AirKit's state this way.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
extension View {
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        OnChangeView(content: self, value: value, isInitial: initial, action: action)
    }

    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        OnChangeView(content: self, value: value, isInitial: initial) { _, _ in action() }
    }
}

nonisolated struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let isInitial: Bool
    let action: (Value, Value) -> Void

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let checkPath = path.appending("onChange")
        let current = value
        let action = action
        renderer.addChangeCheck(
            ChangeCheck(
                path: checkPath, value: current, isInitial: isInitial,
                fire: { previous in action(previous as? Value ?? current, current) },
                differs: { previous in previous as? Value != current }))
        return renderer.render(content, at: path.appending("content"))
    }
}
