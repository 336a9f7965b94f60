/// How a playback request ended, and why: what ``Air/lastPlaybackEnd`` reports and what a presenter's
/// `onDismiss` receives.
///
/// A request ends exactly once, for one of the reasons; a request that waits (for a display, for the
/// app to come back from the background) has not ended. Two ends compare equal only when they are the
/// end of the same request, so an observer sees every end, even two in a row for the same reason.
public struct PlaybackEnd: Sendable, Equatable, CustomStringConvertible {
    /// Why a request ended. A struct so that reasons can be added without breaking apps: compare with
    /// `==` (`end.reason == .displayUnplugged`). `Codable` by name.
    public struct Reason: NamedChoice {
        /// The app called `stop()`, or set a presenter's binding back to `false` or `nil`.
        public static let stopped = Reason(name: .stopped)
        /// The view presenting it with `.airPlay` or `AirPlayed` left the interface.
        public static let presenterLeft = Reason(name: .presenterLeft)
        /// Another request took its place: a later `play`, or another presenter presenting.
        public static let replaced = Reason(name: .replaced)
        /// Its display was unplugged and ``Air/reconnectPolicy`` ended the request (see
        /// ``ReconnectPolicy`` for when each policy does).
        public static let displayUnplugged = Reason(name: .displayUnplugged)
        /// Stage Manager extends the only display and ``Air/stageManagerPolicy`` is
        /// ``StageManagerPolicy/stopPlayback``.
        public static let displayExtended = Reason(name: .displayExtended)
        /// AirKit found its own state inconsistent and reset it, logging a fault: a bug in AirKit, which a
        /// release build recovers from rather than crashing the app.
        public static let recovered = Reason(name: .recovered)

        enum Name: String, CaseIterable, Sendable {
            case stopped, presenterLeft, replaced, displayUnplugged, displayExtended, recovered
        }

        let name: Name

        init(name: Name) {
            self.name = name
        }

        /// Every reason, in declaration order.
        public static var allCases: [Reason] { allNamed }

        /// The reason's name: `stopped`, `displayUnplugged`, …
        public var description: String { name.rawValue }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodeName(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            try encodeName(to: encoder)
        }
    }

    public let reason: Reason
    /// The request that ended.
    let content: ContentID

    init(content: ContentID, reason: Reason) {
        self.content = content
        self.reason = reason
    }

    public var description: String { "\(content) ended: \(reason)" }
}
