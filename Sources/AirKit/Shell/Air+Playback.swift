#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `content` on the external display of ``shared``, now or as soon as one is available.
    ///
    /// The closure is evaluated like a view's `body`: state it reads keeps the external content up to
    /// date. Calling it again replaces the content. On iOS 27 an `.airPlaySource()` must be in the
    /// interface (a warning is logged otherwise).
    public static func play<Content: View>(@ViewBuilder content: @escaping () -> Content) {
        shared.play(content: content)
    }

    /// Removes the external content of ``shared``; the display mirrors again.
    public static func stop() {
        shared.stop()
    }

    /// Shows `content` on this model's external display, now or as soon as one is available.
    public func play<Content: View>(@ViewBuilder content: @escaping () -> Content) {
        request(on: nil) { AnyView(content()) }
    }

    /// Asks the machine to show `content`, on `display` when one is chosen; returns the request, which
    /// AirKit holds until it is stopped or replaced.
    @discardableResult
    func request(on display: Display?, content: @escaping @MainActor () -> AnyView) -> ContentID {
        request(on: display, .swiftUI(content))
    }

    /// Asks the machine to show `content`, SwiftUI or UIKit, on `display` when one is chosen.
    @discardableResult
    func request(on display: Display?, _ content: ExternalContent) -> ContentID {
        let id = ContentID(rawValue: nextIdentifier())
        contents[id] = content
        PreparedPlayer.claimUnowned(by: self)
        let chosen = display.map { DisplayID(rawValue: $0.id) }
        send { $0.playRequested(id, on: chosen) }
        return id
    }

    /// Removes this model's external content; the display mirrors again.
    public func stop() {
        stop(.stopped)
    }

    /// Ends the request for `reason`: the app's `stop()`, or a presenter leaving.
    func stop(_ reason: PlaybackEnd.Reason) {
        send { $0.stopRequested(reason) }
    }
}
#endif
