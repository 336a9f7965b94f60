/// How a playback request ended, and why: what ``Air/lastPlaybackEnd`` reports and what a presenter's
/// `onDismiss` receives.
///
/// A request ends exactly once, for one of these reasons; a request that waits (for a display, for the
/// app to come back from the background) has not ended. Two ends compare equal only when they are the
/// end of the same request, so an observer sees every end, even two in a row for the same reason.
public struct PlaybackEnd: Sendable, Equatable, CustomStringConvertible {
    public enum Reason: String, Sendable, Equatable, Codable, CaseIterable {
        /// The app called `stop()`, or set a presenter's binding back to `false` or `nil`.
        case stopped
        /// The view presenting it with `.airPlay` or `AirPlayed` left the interface.
        case presenterLeft
        /// Another request took its place: a later `play`, or another presenter presenting.
        case replaced
        /// Its display was unplugged, no other display could show it, and ``Air/reconnectPolicy`` is
        /// ``ReconnectPolicy/stop``.
        case displayUnplugged
        /// Stage Manager extends the only display and ``Air/stageManagerPolicy`` is
        /// ``StageManagerPolicy/stopPlayback``.
        case displayExtended
        /// AirKit found its own state inconsistent and reset it, logging a fault: a bug in AirKit, which a
        /// release build recovers from rather than crashing the app.
        case recovered
    }

    public let reason: Reason
    /// The request that ended.
    let content: ContentID

    init(content: ContentID, reason: Reason) {
        self.content = content
        self.reason = reason
    }

    public var description: String { "\(content) ended: \(reason.rawValue)" }
}
