#if canImport(UIKit) || AIRKIT_STANDIN
/// The declarative form of `Air.play(_:on:)`: a binding drives any content on the external display
/// (a player's video, a view controller, a surface), taking part in the bindings' agreement like any
/// `.airPlay`. Mixing `Air.play` into declarative code would replace every presenter's request and set
/// their bindings back.
extension View {
    /// Shows `content` on the external display while `isPresented` is `true`.
    ///
    /// ```swift
    /// Button("Watch on TV") { showsMovieOnTV = true }
    ///     .airPlay(isPresented: $showsMovieOnTV, showing: .player(player))
    /// ```
    ///
    /// It presents as `airPlay(isPresented:on:onDismiss:content:)` does (the binding, the display,
    /// `onDismiss`), and holds the content as ``AirContent`` describes: a player is kept in AirKit's
    /// window while AirKit holds the presentation, and gets the app's settings back when it ends.
    /// `content` is evaluated when the presentation starts, and again at each update to tell whether it
    /// shows another player, controller, view or surface, which is another presentation; the same one
    /// again changes nothing.
    public func airPlay(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        showing content: @autoclosure @escaping @MainActor () -> AirContent
    ) -> some View {
        modifier(
            AirPlayPresenter(
                key: isPresented.wrappedValue ? PresenterLedger.Key(item: content().identity, display: display?.id) : nil,
                display: display,
                dismiss: { isPresented.wrappedValue = false },
                onDismiss: onDismiss,
                makeContent: content))
    }
}

extension AirPlayed where Content == VideoPlayer<EmptyView>, Placeholder == AirPlayPlaceholder {
    /// `player`'s video, here or full screen on the external display while `isPresented` is `true`,
    /// leaving ``AirPlayPlaceholder`` here meanwhile; the player is kept out of external playback while
    /// it is on the display (`airPlay(isPresented:on:onDismiss:showing:)`).
    ///
    /// ```swift
    /// AirPlayed(isPresented: $showsMovieOnTV, player: player)
    /// ```
    public init(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        player: AVPlayer
    ) {
        self.init(
            isPresented: isPresented, on: display, onDismiss: onDismiss, player: player,
            content: { VideoPlayer(player: player) },
            placeholder: { AirPlayPlaceholder { isPresented.wrappedValue = false } })
    }
}
#endif
