#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// A change ``observeChanges(_:)`` reports: what UIKit code on iOS 17 through 25, which Observation
    /// does not redraw by itself, follows to enable a button, say where the content is, or explain why
    /// the display mirrors again.
    public enum Change: Sendable, Equatable {
        /// A display became available (`true`) or no display is (`false`): ``Connection/isAvailable``.
        case availability(Bool)
        /// The content is shown on this display now, or, with `nil`, on none:
        /// ``Connection/presentedDisplay``.
        case showing(Display?)
        /// A request ended, and why: ``lastPlaybackEnd``.
        case playbackEnded(PlaybackEnd)
    }

    /// Calls `handler` on the main actor with each change of availability, of the display showing the
    /// content, and of ``lastPlaybackEnd``, until the returned observer is cancelled or released.
    ///
    /// For a view controller on iOS 17 through 25, where UIKit does not track Observation by itself
    /// (`updateProperties()` arrives with iOS 26). Keep the observer in a property; capture `self`
    /// weakly, since the observer keeps `handler` until it goes:
    ///
    /// ```swift
    /// observer = Air.shared.observeChanges { [weak self] change in
    ///     switch change {
    ///     case .availability(let isAvailable): self?.showButton.isEnabled = isAvailable
    ///     case .showing(let display): self?.statusLabel.text = display == nil ? "On this iPhone" : "On the TV"
    ///     case .playbackEnded(let end): if end.reason == .displayUnplugged { self?.sayTheTVWentAway() }
    ///     }
    /// }
    /// ```
    ///
    /// What you can rely on:
    /// - `handler` is called at once, before this returns, with the current ``Change/availability(_:)``
    ///   and ``Change/showing(_:)``, so one switch sets the screen up and keeps it up to date. An end
    ///   that happened before is not reported.
    /// - Then it is called as AirKit publishes, once per change of what it reports, never on a timer:
    ///   when the state settles after an event, the same moment SwiftUI would see it. A value that
    ///   changes and changes back while AirKit handles one event is not reported.
    /// - Changes come in an order that never describes a state that was not: the content leaving its
    ///   display, then the request's end, then availability, then the content showing on a display.
    /// - When `handler` runs, ``connection`` and ``lastPlaybackEnd`` read the values it reports. It may
    ///   call `play` or `stop()`: AirKit handles them after it, and reports what they change.
    /// - Once ``ChangeObserver/cancel()`` returns, or the observer is released, `handler` is not running
    ///   and is never called again. Cancelling from `handler` itself stops the changes still to come.
    /// - AirKit lets go of `handler`, and of what it captured, when the observer is cancelled or released;
    ///   cancelled from a handler, once AirKit has finished reporting that change.
    public func observeChanges(_ handler: @escaping ChangeObserver.Handler) -> ChangeObserver {
        let handle = changeObservers.add(handler)
        let observer = ChangeObserver(registry: changeObservers, handle: handle)
        // What AirKit published, which may be behind the core while AirKit handles an event.
        tellChangeObservers(
            FollowedState(
                isAvailable: connection.isAvailable,
                presentedDisplay: connection.presentedDisplay.map { DisplayID(rawValue: $0.id) },
                lastEnd: lastPlaybackEnd))
        return observer
    }

    /// Tells the C interface's observers and the change observers what AirKit published.
    func tellObservers(_ state: RuntimeMachine.State) {
        CObserverRegistry.shared.tell(state, about: identifier)
        tellChangeObservers(state.followed)
    }

    private func tellChangeObservers(_ followed: FollowedState) {
        let displays = connection.displays
        changeObservers.tell(
            followed, messages: { followed.changes(since: $0) },
            call: { handler, change in
                switch change {
                case .availability(let isAvailable):
                    handler(.availability(isAvailable))
                case .showing(let id):
                    handler(.showing(id.flatMap { id in displays.first { $0.id == id.rawValue } }))
                case .ended(let end):
                    handler(.playbackEnded(end))
                }
            })
    }
}
#endif
