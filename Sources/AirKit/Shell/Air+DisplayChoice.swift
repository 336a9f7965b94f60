#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `content` on `display`, one of ``Connection/displays`` of ``shared``. See
    /// `play(on:content:)`.
    public static func play<Content: View>(on display: Display, @ViewBuilder content: @escaping () -> Content) {
        shared.play(on: display, content: content)
    }

    /// Shows `content` on `display`, one of this model's ``Connection/displays``, moving it from the
    /// display that shows it now.
    ///
    /// What you can rely on (see <doc:ChoosingTheDisplay>):
    /// - While `display` is connected the content is on it, whatever other displays come and go.
    /// - A display's ``Display/id`` lasts as long as its connection: a display that reconnects is a new
    ///   display. So when `display` disconnects, or is no longer connected when you call this, the
    ///   request behaves as `play { … }` without a display: the first connected display shows it, or it
    ///   waits or stops as ``reconnectPolicy`` says.
    /// - A later `play { … }` without a display keeps the chosen display and changes only the content.
    public func play<Content: View>(on display: Display, @ViewBuilder content: @escaping () -> Content) {
        request(on: display) { AnyView(content()) }
    }
}
#endif
