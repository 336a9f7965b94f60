/// Views computed from a collection, one per element, each identified by its element's id.
///
/// `Documentation/StandInSources.md#toggle-list-sheet` (<https://developer.apple.com/documentation/swiftui/foreach>):
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`, with the
/// view initializers `init(_:content:)` for `Identifiable` elements, `init(_:id:content:)` and
/// `init(_:content:)` over a `Range<Int>`. Each element renders at a position named by its id, so a
/// row keeps its state and its representables while its id stays, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        data.flatMap { element in
            renderer.render(content(element), at: path.appending("ForEach[\(id(element))]"))
        }
    }
}
