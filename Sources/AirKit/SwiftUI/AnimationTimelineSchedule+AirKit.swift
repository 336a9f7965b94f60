#if canImport(UIKit) || AIRKIT_STANDIN
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// The animation schedule, updating at most once per frame of `display`: for `TimelineView`
    /// content on a TV that refreshes slower than the phone.
    ///
    /// ```swift
    /// TimelineView(.animation(pacedTo: display)) { context in … }
    /// ```
    ///
    /// Whether SwiftUI drives a timeline in a window on an external screen by that screen's frames or
    /// by the device's own (120 a second on ProMotion) is not documented (<doc:TVLayout>, "Frame
    /// pacing"). With this schedule the content never updates more often than the TV shows frames,
    /// whichever clock drives it: on the TV's own frames it updates on every one; on the phone's, at
    /// the TV's rate when the phone's is a multiple of it (60 on a 120 Hz phone), and otherwise at the
    /// fastest rate the phone's frames allow below it (40 a second for a 50 Hz TV on a 120 Hz phone,
    /// every third frame). The minimum interval is nine tenths of one of the display's frames, so that a
    /// frame arriving a little early is not skipped. With `display` `nil` (on the phone) or a rate of 0
    /// it is `.animation`.
    public static func animation(pacedTo display: Air.Display?, paused: Bool = false) -> AnimationTimelineSchedule {
        let rate = display?.maximumFramesPerSecond ?? 0
        return .animation(minimumInterval: rate > 0 ? 0.9 / Double(rate) : nil, paused: paused)
    }
}
#endif
