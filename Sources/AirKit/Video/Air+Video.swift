#if canImport(UIKit) || AIRKIT_STANDIN
import Observation

extension Air {
    /// Shows `player`'s video full screen on the external display of ``shared``, in AirKit's window,
    /// so that AirPlay cannot swap it for a stream of its own. See `play(player:content:)`.
    public static func play(player: AVPlayer) {
        shared.play(player: player)
    }

    /// Shows `content`, which shows `player`, on the external display of ``shared``. See
    /// `play(player:content:)`.
    public static func play<Content: View>(player: AVPlayer, @ViewBuilder content: @escaping () -> Content) {
        shared.play(player: player, content: content)
    }

    /// Shows `player`'s video full screen on `display`, one of ``Connection/displays`` of ``shared``.
    /// See `play(player:content:)` and `play(on:content:)`.
    public static func play(player: AVPlayer, on display: Display) {
        shared.play(player: player, on: display)
    }

    /// Shows `player`'s video full screen (`VideoPlayer(player:)`) on this model's external display.
    /// See `play(player:content:)`.
    public func play(player: AVPlayer) {
        play(player: player) { VideoPlayer(player: player) }
    }

    /// Shows `player`'s video full screen on `display`, one of this model's ``Connection/displays``,
    /// with the player kept in AirKit's window as `play(player:content:)` describes; the display is
    /// chosen as `play(on:content:)` describes.
    public func play(player: AVPlayer, on display: Display) {
        play(player: player, on: display) { VideoPlayer(player: player) }
    }

    /// Shows `content` (a `VideoPlayer` with an overlay, an `AVPlayerViewController` in a
    /// representable, …) on this model's external display, with `player` kept in AirKit's window.
    ///
    /// Over AirPlay a player may leave the app's window for "external playback": the receiver then
    /// streams the video itself and AirKit's content disappears. While AirKit holds this content, the
    /// player's `allowsExternalPlayback` and `usesExternalPlaybackWhileExternalScreenIsActive` are
    /// `false`, the documented way to keep it out of external playback (Documentation/PlatformFacts.md,
    /// "Video and external playback"). What you can rely on:
    /// - The app's two values come back when ``stop()-method`` is called, when other content replaces this
    ///   one, or when AirKit drops the content; changes the app makes to them meanwhile are overwritten then.
    /// - Playing the same player again keeps the values it had before the first call.
    /// - Playback itself (`play()`, `pause()`, the item) stays the app's; AirKit starts nothing.
    /// - Over a cable nothing changes on screen: external playback needs an AirPlay receiver.
    public func play<Content: View>(player: AVPlayer, @ViewBuilder content: @escaping () -> Content) {
        play(player: player, on: nil, content: content)
    }

    /// Keeps `player` out of external playback while `content` is shown, on `display` or wherever
    /// AirKit chooses.
    private func play<Content: View>(player: AVPlayer, on display: Display?, content: @escaping () -> Content) {
        let prepared = PreparedPlayer.prepare(player)
        checkBackgroundAudioForVideo()
        let held = { () -> Content in withExtendedLifetime(prepared, content) }
        if let display {
            play(on: display, content: held)
        } else {
            play(content: held)
        }
        restoreWhenPlaybackStops(prepared)
    }

    /// Gives the player's settings back as soon as playback is no longer requested. `stop()` clears
    /// ``isPlaybackRequested`` on the main actor, where observers are called.
    private func restoreWhenPlaybackStops(_ prepared: PreparedPlayer) {
        guard isPlaybackRequested else {
            prepared.restore()
            return
        }
        withObservationTracking {
            _ = isPlaybackRequested
        } onChange: { [weak prepared] in
            MainActor.assumeIsolated { prepared?.restore() }
        }
    }
}
#endif
