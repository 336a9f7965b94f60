/// What an app can follow without Observation (UIKit before iOS 26, `Air.observeChanges(_:)`): whether a
/// display is available, the display showing the content, and the last end of a request.
///
/// An observer is told the changes between what it was told and this, in an order that never describes
/// a state that was not: what stops comes first (the content leaving its display, the request's end,
/// the display going), then what starts (a display becoming available, the content showing on it).
struct FollowedState: Equatable, Sendable {
    var isAvailable: Bool
    /// The display showing the content; `nil` while none does.
    var presentedDisplay: DisplayID?
    var lastEnd: PlaybackEnd?

    /// One change an observer is told.
    enum Change: Equatable, Sendable {
        /// A display became available, or no display is.
        case availability(Bool)
        /// The content is shown on this display now; `nil`: it is shown on none.
        case showing(DisplayID?)
        /// A request ended.
        case ended(PlaybackEnd)
    }

    /// The changes that take an observer told `previous` to this state, in order. An observer told
    /// nothing yet (`previous` is `nil`) is told the availability and the display showing the content
    /// now, never an end that happened before it was added.
    func changes(since previous: FollowedState?) -> [Change] {
        guard let previous else { return [.availability(isAvailable), .showing(presentedDisplay)] }
        var changes: [Change] = []
        if presentedDisplay == nil, previous.presentedDisplay != nil { changes.append(.showing(nil)) }
        if let lastEnd, lastEnd != previous.lastEnd { changes.append(.ended(lastEnd)) }
        if isAvailable != previous.isAvailable { changes.append(.availability(isAvailable)) }
        if let presentedDisplay, presentedDisplay != previous.presentedDisplay { changes.append(.showing(presentedDisplay)) }
        return changes
    }
}

extension RuntimeMachine.State {
    /// The part of the state an app follows without Observation.
    var followed: FollowedState {
        FollowedState(isAvailable: isAvailable, presentedDisplay: presentedDisplay, lastEnd: lastEnd)
    }
}
