/// One of two views, chosen by an `if`/`else` in a builder closure. SwiftUI calls it
/// `_ConditionalContent`; the stand-in avoids the underscore.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension ConditionalContent: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        switch storage {
        case .trueContent(let content): renderer.render(content, at: path.appending("if"))
        case .falseContent(let content): renderer.render(content, at: path.appending("else"))
        }
    }
}

/// An `if` without an `else` builds an optional view, as in SwiftUI (`Documentation/StandInSources.md#swiftui-shapes`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        guard let self else { return [] }
        return renderer.render(self, at: path.appending("some"))
    }
}
