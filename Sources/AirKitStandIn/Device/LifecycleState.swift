/// What the simulated device keeps about the app's life and the system's timing: whether the app is in
/// the foreground, scenes the system has decided on but not yet delivered, disconnects it delivers
/// late, displays it declines to present on, and Stage Manager's extended displays.
@MainActor
struct LifecycleState {
    /// An external scene the system decided to connect, delivered after ``SimulatedDevice/sceneConnectionDelay`` turns.
    struct PendingConnection {
        let display: SimulatedDisplay
        let resolved: SimulatedDevice.ResolvedConfiguration
        let userInfo: Any?
        let owner: ExternalSceneRecord.Owner
    }

    /// How many turns an external scene takes to arrive after the system decides to connect it.
    var sceneConnectionDelay = 0
    var pendingConnections: [PendingConnection] = []
    /// Displays whose scenes disconnect later than the display left.
    var lateDisconnects: [ObjectIdentifier] = []
    /// Displays the system does not present the app on (another app or screen mirroring holds them).
    var declinedDisplays: [ObjectIdentifier] = []
    /// Displays Stage Manager extends, with the application scene the system connected on each.
    var extendedScenes: [ObjectIdentifier: UIWindowScene] = [:]
    /// Makes the root of a new window of the app's window group (SwiftUI apps), for extended displays.
    var makeWindowGroupRoot: (@MainActor () -> UIViewController)?
    /// Whether the app is in the background (home gesture, app switcher or locked device).
    var isInBackground = false
    /// Whether the device is locked; a locked device's displays show the lock screen.
    var isLocked = false
}
