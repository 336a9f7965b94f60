#if canImport(UIKit) || AIRKIT_STANDIN
/// The declarative forms of `Air.play(player:)`: a binding drives the video on the external display,
/// and the player is kept out of external playback while it is shown, as `play(player:content:)`
/// describes. Mixing `Air.play(player:)` into declarative code replaced every presenter's request and
/// set their bindings back; these take part in the bindings' agreement like any `.airPlay`.
extension View {
    /// Shows `player`'s video full screen (`VideoPlayer(player:)`) on the external display while
    /// `isPresented` is `true`, kept in AirKit's window so that AirPlay cannot swap it for a stream of
    /// its own.
    ///
    /// ```swift
    /// Button("Watch on TV") { showsMovieOnTV = true }
    ///     .airPlay(isPresented: $showsMovieOnTV, player: player)
    /// ```
    ///
    /// It presents as `airPlay(isPresented:on:onDismiss:content:)` does (the binding, the display,
    /// `onDismiss`), and treats the player as `Air.play(player:)` does: while AirKit holds the
    /// presentation, `allowsExternalPlayback` and `usesExternalPlaybackWhileExternalScreenIsActive` are
    /// `false`, and the app's values come back when it ends. Another player is another presentation; the
    /// same player again changes nothing. Playback (`play()`, `pause()`) stays the app's.
    public func airPlay(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        player: AVPlayer
    ) -> some View {
        airPlay(isPresented: isPresented, on: display, onDismiss: onDismiss, player: player) { VideoPlayer(player: player) }
    }

    /// Shows `content`, which shows `player` (a `VideoPlayer` with an overlay, an
    /// `AVPlayerViewController` in a representable), on the external display while `isPresented` is
    /// `true`, with `player` kept out of external playback as `airPlay(isPresented:on:onDismiss:player:)`
    /// describes.
    public func airPlay<Content: View>(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        player: AVPlayer, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            AirPlayPresenter(
                key: isPresented.wrappedValue
                    ? PresenterLedger.Key(item: AnyHashable(ObjectIdentifier(player)), display: display?.id) : nil,
                display: display,
                dismiss: { isPresented.wrappedValue = false },
                onDismiss: onDismiss,
                makeContent: {
                    // Held by the content AirKit keeps for the request: the settings come back when it
                    // drops the content, at the request's end.
                    let prepared = PreparedPlayer.prepare(player)
                    return { withExtendedLifetime(prepared) { AnyView(content()) } }
                }))
    }
}

extension AirPlayed where Content == VideoPlayer<EmptyView>, Placeholder == AirPlayPlaceholder {
    /// `player`'s video, here or full screen on the external display while `isPresented` is `true`,
    /// leaving ``AirPlayPlaceholder`` here meanwhile; the player is kept out of external playback while
    /// it is on the display (`airPlay(isPresented:on:onDismiss:player:)`).
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
