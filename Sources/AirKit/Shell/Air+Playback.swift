#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `content` on this model's external display, now or as soon as one is available, on
    /// `display` when you choose one of ``Connection/displays``.
    ///
    /// ```swift
    /// Air.play(.viewController(scoreboard))
    /// Air.shared.play(.player(player), on: air.connection.displays.last)
    /// ```
    ///
    /// What you can rely on:
    /// - Calling it again replaces the content; the request ended is ``PlaybackEnd/Reason/replaced``.
    /// - On iOS 27 an `.airPlaySource()` or ``addSource(_:)-method`` must be in the interface (a warning is
    ///   logged otherwise).
    /// - With a `display`, the content is on it while it is presentable, whatever other displays come and
    ///   go, and moves there from the display that shows it now (see <doc:ChoosingTheDisplay>). A display
    ///   that is no longer plugged in when you call this counts as none: the first available display
    ///   shows the content, or it waits or stops as ``reconnectPolicy`` says.
    /// - Without a display, a request keeps the display the previous one chose and changes only the
    ///   content.
    /// - What each kind holds, and when AirKit gives it back, is in ``AirContent``.
    public func play(_ content: AirContent, on display: Display? = nil) {
        request(content, on: display)
    }

    /// Shows SwiftUI `content` on this model's external display, now or as soon as one is available:
    /// ``play(_:on:)-method`` with ``AirContent/swiftUI(_:)``.
    ///
    /// The closure is evaluated like a view's `body`: state it reads keeps the external content up to
    /// date. It inherits the source view's environment, with the display's own scale and size classes.
    public func play<Content: View>(on display: Display? = nil, @ViewBuilder content: @escaping () -> Content) {
        request(.swiftUI(content), on: display)
    }

    /// Shows `content` on this model's external display whenever one is available, from now until you
    /// call ``stop()-method`` or request other content: the form for an app whose TV always shows the same
    /// thing (a game's screen, a VM's display, a presenter's slides), with no button to press.
    ///
    /// ```swift
    /// // At launch, in the app delegate or the scene delegate:
    /// Air.playWheneverAvailable(.viewController(scoreboard))
    /// ```
    ///
    /// What you can rely on:
    /// - The content is shown as soon as a display is available, leaves it when the display goes, and
    ///   comes back on the next one, however many times, as ``play(_:on:)-method`` does under
    ///   ``ReconnectPolicy/resume``. ``reconnectPolicy`` and ``stageManagerPolicy`` do not end it: an
    ///   unplug, or Stage Manager extending the display, makes it wait; they still apply to requests made
    ///   with ``play(_:on:)-method``.
    /// - While the device is locked, the app is in the background or Control Center covers it, the
    ///   content waits as any request does, and it is back on the display when the app is.
    /// - ``isPlaybackRequested`` is `true` until you stop or replace it; ``lastPlaybackEnd`` then says
    ///   ``PlaybackEnd/Reason/stopped`` or ``PlaybackEnd/Reason/replaced``.
    /// - On iOS 27 the system offers the display only to a source in the interface (`.airPlaySource()` or
    ///   ``addSource(_:)-method``), as for any request; calling this before the source is there is fine.
    /// - With a `display`, the content prefers it while it is presentable, as with ``play(_:on:)-method``.
    public func playWheneverAvailable(_ content: AirContent, on display: Display? = nil) {
        request(content, on: display, wheneverAvailable: true)
    }

    /// Removes this model's external content; the display mirrors again, and availability stays
    /// observable.
    public func stop() {
        stop(.stopped)
    }

    /// Asks the core to show `content`, on `display` when one is chosen, and whenever a display is
    /// available when `wheneverAvailable`; returns the request, which AirKit holds until it is stopped or
    /// replaced.
    @discardableResult
    func request(_ content: AirContent, on display: Display?, wheneverAvailable: Bool = false) -> ContentID {
        let (id, kind) = hold(content)
        send(
            .playRequested(
                id, kind: kind, display: display.map { DisplayID(rawValue: $0.id) }, wheneverAvailable: wheneverAvailable))
        return id
    }

    /// Holds `content` under a new request's id, and says what kind it is.
    func hold(_ content: AirContent) -> (ContentID, ContentKind) {
        let id = ContentID(rawValue: nextIdentifier())
        switch content.value {
        case .swiftUI(let body, let players):
            let held = players.map { objects.id(of: $0) }
            objects.contents[id] = .swiftUI(body)
            return (id, .swiftUI(players: held))
        case .viewController(let controller):
            objects.contents[id] = .viewController(controller)
            return (id, .uiKit)
        case .view(let view):
            objects.contents[id] = .viewController(HostedViewController(view: view))
            return (id, .uiKit)
        case .surface(let surface):
            objects.contents[id] = .viewController(surface.controller(for: self))
            return (id, .surface(surface.id(in: self)))
        }
    }

    /// Ends the request for `reason`: the app's `stop()`, or a presenter leaving.
    func stop(_ reason: PlaybackEnd.Reason) {
        send(.stopRequested(reason))
    }
}
#endif
