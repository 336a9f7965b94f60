import Foundation

/// The app's audio session: here, only what tells where the device's audio goes.
///
/// `Documentation/StandInSources.md#audio-route` (`AVFAudio.framework/Headers/AVAudioSession.h`):
/// `NS_SWIFT_SENDABLE`, unavailable on macOS; `+sharedInstance` ("Return singleton instance"),
/// `currentRoute` (read-only, "A description of the current route") and `-setActive:error:`, which
/// Swift imports as `setActive(_:) throws`. The SDK declares them nonisolated; the stand-in keeps
/// them on the main actor, stricter, because the simulated device they read is.
///
/// The route follows the device: the built-in speaker, or the display that takes the device's audio
/// (`SimulatedDevice+AudioRoute.swift`). Whether an inactive session's route shows that display is
/// ``SimulationAssumption/audioRouteShowsTheDisplayWhileTheSessionIsInactive``.
open class AVAudioSession: NSObject, @unchecked Sendable {
    weak var device: SimulatedDevice?

    init(device: SimulatedDevice?) {
        self.device = device
        super.init()
    }

    /// The current device's session.
    @MainActor
    open class func sharedInstance() -> AVAudioSession {
        SimulatedDevice.current?.audioSession ?? AVAudioSession(device: nil)
    }

    /// The route audio takes now: its output ports.
    @MainActor
    open var currentRoute: AVAudioSessionRouteDescription {
        AVAudioSessionRouteDescription(outputs: device?.audioRouteOutputs ?? [])
    }

    /// Activates or deactivates the session; the route may change with it, announced by
    /// ``routeChangeNotification`` on the next turn.
    @MainActor
    open func setActive(_ active: Bool) throws {
        device?.setAudioSessionActive(active)
    }

    /// Posted with the session as its object when the route changes (`AVAudioSessionTypes.h`:
    /// `AVAudioSessionRouteChangeNotification`, iOS 6, unavailable on macOS).
    nonisolated public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}
