/// One view per element of a collection of identified data, as AirKit's articles list displays.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``): `struct
/// ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`, a `View` when its
/// content is, with `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)` for
/// `Identifiable` elements; see `Documentation/StandInSources.md` §13.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let identify: (Data.Element) -> ID
    let content: (Data.Element) -> Content
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: \.id, content: content)
    }
}

extension ForEach: PrimitiveView {
    /// Each element's view, identified by the element's `id`, so state follows the element.
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let listPath = path.appending("ForEach")
        return data.flatMap { element in renderer.render(content(element), at: listPath.appending("\(identify(element))")) }
    }
}
