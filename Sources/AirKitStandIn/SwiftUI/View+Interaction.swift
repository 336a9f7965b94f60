/// `Documentation/StandInSources.md#view-modifiers`: `allowsHitTesting(_:)`, and `disabled(_:)`, which AirKit's example app uses.
extension View {
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        InteractionView(content: self) { nodes in
            guard !enabled else { return }
            for node in nodes { node.applyToSubtree { $0.allowsHitTesting = false } }
        } changeEnvironment: { _ in
        }
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        InteractionView(content: self) { nodes in
            guard disabled else { return }
            for node in nodes { node.applyToSubtree { $0.isEnabled = false } }
        } changeEnvironment: { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}

nonisolated struct InteractionView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let mark: @MainActor ([ViewNode]) -> Void
    let changeEnvironment: (inout EnvironmentValues) -> Void

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let nodes = renderer.render(content, at: path, changingEnvironment: changeEnvironment)
        mark(nodes)
        return nodes
    }
}
