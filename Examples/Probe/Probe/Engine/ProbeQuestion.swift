/// Something only the person running the probe can see, such as what an external display shows; the
/// probe asks after (or during) the step that showed it, and reports the answer as observed.
enum ProbeQuestion: String, Codable, Sendable, CaseIterable {
    /// After locking and unlocking the device.
    case lockedDisplay
    /// While a video plays on the external scene in external playback.
    case displayDuringExternalPlayback
    /// After the video paused.
    case displayAfterExternalPlayback

    /// What the person is asked.
    var prompt: String {
        switch self {
        case .lockedDisplay: "While the device was locked, what did the external display show?"
        case .displayDuringExternalPlayback: "A video plays now. What does the external display show?"
        case .displayAfterExternalPlayback: "The video is paused now. What does the external display show?"
        }
    }

    /// The answers offered, as the report words them; the person may also skip.
    var options: [String] {
        switch self {
        case .lockedDisplay: ["the lock screen", "the probe's content", "nothing", "something else"]
        case .displayDuringExternalPlayback:
            ["the video only, full screen", "the probe's player with its controls", "the device's screen", "something else"]
        case .displayAfterExternalPlayback:
            ["the probe's player with its controls", "the device's screen", "something else"]
        }
    }
}
