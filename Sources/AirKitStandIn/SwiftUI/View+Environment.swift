import Observation

/// `Documentation/StandInSources.md#environment`: `environment(_:_:)` with any writable key path, including `\.self`; plus the
/// iOS 17 object form `environment(_:)` for `@Observable` objects and `environmentObject(_:)`.
extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
    }

    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWritingView(content: self) { $0.setObject(object, of: T.self) }
    }

    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWritingView(content: self) { $0.setObject(object, of: T.self) }
    }
}

nonisolated struct EnvironmentWritingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        renderer.render(content, at: path, changingEnvironment: change)
    }
}
