/// A scrolling list of rows. The simulated device keeps its rows in order; it lays nothing out.
///
/// `Documentation/StandInSources.md#toggle-list-sheet` (<https://developer.apple.com/documentation/swiftui/list>):
/// `nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`,
/// `init(content:)` for a list without selection, and `init(_:rowContent:)`, which wraps its rows in
/// a `ForEach`.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        resolveContainer("List", content: content, in: renderer, at: path)
    }
}
