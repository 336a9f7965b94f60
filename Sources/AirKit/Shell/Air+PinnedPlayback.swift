#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `content` on `display` only, beside what ``play(_:on:)-method`` shows: the form for an app
    /// that gives each connected display content of its own (a virtual machine per TV).
    ///
    /// ```swift
    /// for (display, machine) in zip(Air.shared.connection.displays, machines) {
    ///     Air.play(.surface(machine.screen), pinnedTo: display)
    /// }
    /// ```
    ///
    /// What you can rely on (see <doc:ChoosingTheDisplay>):
    /// - The content is shown on `display` while it is presentable, waits while its scene is away (the
    ///   app in the background, the device locked), and never moves to another display.
    /// - When `display` is unplugged the request ends (``PlaybackEnd/Reason/displayUnplugged``), whatever
    ///   ``reconnectPolicy`` says: a display plugged in again is a new display. A display already
    ///   unplugged when you call this ends the request at once, for the same reason.
    /// - A display shows one request: pinning to it again replaces the one there
    ///   (``PlaybackEnd/Reason/replaced``), and content played with ``play(_:on:)-method`` leaves it for
    ///   another display, or waits.
    /// - ``stop()-method`` ends every request; ``stop(on:)-method`` ends what one display shows.
    /// - ``Connection/presentedDisplays`` lists every display showing content.
    /// - Whether iOS drives two external displays at once is not documented (Documentation/PlatformFacts.md,
    ///   "Two external displays at once"); where it does not, there is only ever one display to pin to.
    /// - Give each display its own content: a view controller or view can be in one window at a time.
    public func play(_ content: AirContent, pinnedTo display: Display) {
        let (id, kind) = hold(content)
        send(.pinRequested(id, kind: kind, display: DisplayID(rawValue: display.id)))
    }

    /// Shows SwiftUI `content` on `display` only: ``play(_:pinnedTo:)-method`` with ``AirContent/swiftUI(_:)``.
    public func play<Content: View>(pinnedTo display: Display, @ViewBuilder content: @escaping () -> Content) {
        play(.swiftUI(content), pinnedTo: display)
    }

    /// Ends what `display` shows: the request pinned to it, and the request ``play(_:on:)-method`` made if
    /// `display` shows it. Requests on other displays go on.
    public func stop(on display: Display) {
        send(.stopOnDisplayRequested(DisplayID(rawValue: display.id)))
    }
}
#endif
