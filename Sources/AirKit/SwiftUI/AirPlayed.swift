#if canImport(UIKit) || AIRKIT_STANDIN
/// Content that moves to the external display while `isPresented` is `true`, leaving a placeholder
/// where it was.
///
/// ```swift
/// AirPlayed(isPresented: $showsOnTV) {
///     ScoreboardView(game: game)   // reads an @Observable model
/// }
/// ```
///
/// What you can rely on (see <doc:Placeholder>):
/// - The content is in exactly one place: on the external display while AirKit shows it there,
///   otherwise here. While the request waits for a display (none connected, or Stage Manager extends
///   it) the content stays here.
/// - While it is on the display, the placeholder is here: ``AirPlayPlaceholder`` by default, whose
///   button sets `isPresented` to `false` and brings the content back.
/// - It presents as `.airPlay(isPresented:on:onDismiss:content:)` does, with the same rules for the
///   binding, and `onDismiss` is told how each presentation ended.
/// - State the content keeps in a model it reads (an `@Observable` object, an `@StateObject` or
///   `@State` of a view above this one) is the same here and on the display, so changes made while it
///   is on the display are seen when it comes back. `@State` declared inside the moved content is not:
///   the phone's window and the display's window are separate view hierarchies, so each has its own
///   copy, and the copy here starts afresh when the content comes back.
public struct AirPlayed<Content: View, Placeholder: View>: View {
    @Binding private var isPresented: Bool
    private let display: Air.Display?
    private let onDismiss: (@MainActor (PlaybackEnd) -> Void)?
    /// The player the content shows, kept out of external playback while on the display; `nil` for
    /// content that is not a player's.
    private let player: AVPlayer?
    private let content: () -> Content
    private let placeholder: () -> Placeholder
    @Environment(\.air) private var environmentAir

    /// Content that moves to `display` (or the display AirKit chooses) with a placeholder of your own.
    public init(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content, @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
        self.init(
            isPresented: isPresented, on: display, onDismiss: onDismiss, player: nil, content: content,
            placeholder: placeholder)
    }

    init(
        isPresented: Binding<Bool>, on display: Air.Display?, onDismiss: (@MainActor (PlaybackEnd) -> Void)?,
        player: AVPlayer?, content: @escaping () -> Content, placeholder: @escaping () -> Placeholder
    ) {
        _isPresented = isPresented
        self.display = display
        self.onDismiss = onDismiss
        self.player = player
        self.content = content
        self.placeholder = placeholder
    }

    public var body: some View {
        let air = environmentAir ?? Air.shared
        let here = Group {
            if isPresented && air.connection.isViewAdded {
                placeholder()
            } else {
                content()
            }
        }
        if let player {
            here.airPlay(isPresented: $isPresented, on: display, onDismiss: onDismiss, showing: .player(player, content: content))
        } else {
            here.airPlay(isPresented: $isPresented, on: display, onDismiss: onDismiss, content: content)
        }
    }
}

extension AirPlayed where Placeholder == AirPlayPlaceholder {
    /// Content that moves to `display` (or the display AirKit chooses), leaving ``AirPlayPlaceholder``.
    public init(
        isPresented: Binding<Bool>, on display: Air.Display? = nil, onDismiss: (@MainActor (PlaybackEnd) -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isPresented: isPresented, on: display, onDismiss: onDismiss, content: content) {
            AirPlayPlaceholder { isPresented.wrappedValue = false }
        }
    }
}
#endif
