#if canImport(UIKit) || AIRKIT_STANDIN
extension View {
    /// Shows `content` on the external display while `isPresented` is `true`, in the style of `.sheet`.
    ///
    /// The view this modifies is also a source: it does what `.airPlaySource()` does. Setting
    /// `isPresented` to `true` is `Air.play { content() }`, setting it to `false` is `Air.stop()` (for
    /// this presentation only), and whatever else ends or replaces the presentation sets it back to
    /// `false`: `Air.stop()`, a later `Air.play`, another `.airPlay` presenting, the reconnect or Stage
    /// Manager policy, this view leaving the interface. See <doc:DeclarativePresentation>.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the content is on the external display; AirKit sets it back to `false`
    ///     when the presentation ends or is replaced.
    ///   - display: The display to show the content on, one of `Air.shared.connection.displays`;
    ///     `nil` (the default) lets AirKit choose. Changing it while presented moves the content.
    ///   - onDismiss: Called once when this presentation ends, with why (``PlaybackEnd``): after the
    ///     binding is set back, or, when this view left the interface, in its place (the binding is
    ///     not written then, since its owner may be gone).
    ///   - content: Evaluated like a view's `body` when the presentation starts; observable state it
    ///     reads keeps the external content up to date.
    public func airPlay<Content: View>(
        isPresented: Binding<Bool>, on display: Air.Display? = nil,
        onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            AirPlayPresenter(
                key: isPresented.wrappedValue ? PresenterLedger.Key(item: nil, display: display?.id) : nil,
                display: display,
                dismiss: { isPresented.wrappedValue = false },
                onDismiss: onDismiss,
                makeContent: { .swiftUI(content) }))
    }

    /// Shows `content(item)` on the external display while `item` is not `nil`, in the style of
    /// `.sheet(item:)`. A new item with another `id` replaces the content; whatever ends or replaces
    /// the presentation sets `item` back to `nil`. See `airPlay(isPresented:on:onDismiss:content:)`.
    public func airPlay<Item: Identifiable, Content: View>(
        item: Binding<Item?>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            AirPlayPresenter(
                key: item.wrappedValue.map { PresenterLedger.Key(item: AnyHashable($0.id), display: display?.id) },
                display: display,
                dismiss: { item.wrappedValue = nil },
                onDismiss: onDismiss,
                makeContent: {
                    let shown = item.wrappedValue
                    return .swiftUI { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }
                }))
    }
}
#endif
