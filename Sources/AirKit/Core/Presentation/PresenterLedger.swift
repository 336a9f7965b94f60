/// One declarative presenter's side of the agreement between its binding and AirKit's request: the
/// pure rules behind `.airPlay(isPresented:)` and `.airPlay(item:)`.
///
/// The rule it keeps: a presenter's binding is presented exactly while the request it made is the
/// one AirKit holds. The most recent request wins: a presenter whose request was replaced (by another
/// presenter, by `Air.play`) or ended (by `Air.stop()`, the reconnect or Stage Manager policy, the
/// presenter leaving) sets its binding back to `false` or `nil`.
struct PresenterLedger: Equatable {
    /// What the presenter asks for: which item (`nil` for `isPresented`) on which display.
    struct Key: Hashable {
        var item: AnyHashable?
        var display: Int?
    }

    /// What the shell must do to restore the agreement.
    enum Action: Equatable {
        case none
        /// Ask AirKit to play the content for the current key, then report ``didPlay(_:current:)``.
        case play
        /// End AirKit's request: it is this presenter's and its binding is no longer presented.
        case stop
        /// Set the binding back to `false` or `nil`: AirKit no longer holds this presenter's request.
        case dismiss
    }

    /// The request this presenter made that AirKit may still hold.
    private(set) var request: ContentID?
    /// What `request` was made for.
    private(set) var key: Key?

    /// The binding changed (or the presenter appeared with it): `key` is `nil` when not presented.
    mutating func bindingDidChange(to key: Key?, current: ContentID?) -> Action {
        let holdsRequest = request != nil && request == current
        guard let key else {
            request = nil
            self.key = nil
            return holdsRequest ? .stop : .none
        }
        if holdsRequest && self.key == key { return .none }
        self.key = key
        return .play
    }

    /// The presenter asked AirKit to play and got `request`; `current` is what AirKit holds now, which
    /// differs when a policy ended the request at once.
    mutating func didPlay(_ request: ContentID, current: ContentID?) -> Action {
        guard request == current else {
            self.request = nil
            key = nil
            return .dismiss
        }
        self.request = request
        return .none
    }

    /// AirKit's request changed to `current`.
    mutating func requestDidChange(to current: ContentID?) -> Action {
        guard let request, request != current else { return .none }
        self.request = nil
        key = nil
        return .dismiss
    }

    /// The presenter left the interface: its binding goes with it, so its request ends, as a sheet's does.
    mutating func presenterDidLeave(current: ContentID?) -> Action {
        bindingDidChange(to: nil, current: current)
    }
}
