#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// What differs between the platforms AirKit builds for, named, in one place: the logic asks these and
/// never writes a platform condition of its own (the conditions of the SDK's scene accessory API are
/// ``SceneAccessorySupport``'s).
///
/// visionOS has no `UIScreen` and never connects an external-display scene (Documentation/Platforms.md),
/// and `AVPlayer.h` marks `allowsExternalPlayback`, `usesExternalPlaybackWhileExternalScreenIsActive` and
/// `isExternalPlaybackActive` `API_UNAVAILABLE(visionos)`: there a player needs keeping out of nothing.
enum Platform {
    #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
    /// Whether this build is for visionOS.
    static let isVisionOS = true
    #else
    static let isVisionOS = false
    #endif

    /// Whether players can switch to AirPlay's external playback here.
    static let hasExternalPlayback = !isVisionOS

    /// The notifications that say a screen's facts may have changed; none on visionOS, which has no
    /// screens.
    static var screenNotifications: [Notification.Name] {
        var names: [Notification.Name] = []
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        names = [UIScreen.modeDidChangeNotification, UIScreen.capturedDidChangeNotification]
        #endif
        return names
    }

    /// A player's two external-playback settings; `nil` on visionOS.
    @MainActor
    static func externalPlaybackSettings(of player: AVPlayer) -> HeldPlayer.Settings? {
        var settings: HeldPlayer.Settings?
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        settings = HeldPlayer.Settings(
            allowsExternalPlayback: player.allowsExternalPlayback,
            usesExternalPlaybackWhileExternalScreenIsActive: player.usesExternalPlaybackWhileExternalScreenIsActive)
        #endif
        return settings
    }

    /// Sets a player's two external-playback settings; does nothing on visionOS.
    @MainActor
    static func setExternalPlaybackSettings(_ settings: HeldPlayer.Settings, of player: AVPlayer) {
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        player.allowsExternalPlayback = settings.allowsExternalPlayback
        player.usesExternalPlaybackWhileExternalScreenIsActive = settings.usesExternalPlaybackWhileExternalScreenIsActive
        #endif
    }

    /// Whether the player plays on an AirPlay receiver now; `false` on visionOS.
    @MainActor
    static func isExternalPlaybackActive(_ player: AVPlayer) -> Bool {
        var isActive = false
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        isActive = player.isExternalPlaybackActive
        #endif
        return isActive
    }
}
#endif
