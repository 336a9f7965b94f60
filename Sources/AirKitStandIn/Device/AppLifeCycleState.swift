/// What the simulated device keeps about the life cycle UIKit runs the app in: which one it chose at
/// launch, why a launch stopped, and the windows the app made without a scene.
@MainActor
struct AppLifeCycleState {
    /// Decided when the app launches; `nil` before.
    var lifeCycle: SimulatedDevice.AppLifeCycle?
    /// Why the launch stopped, as UIKit's assert says it.
    var launchFailure: String?
    /// Windows made with `UIWindow(frame:)` or `UIWindow()`, held weakly: their maker keeps them.
    var scenelessWindows: [WeakReference<UIWindow>] = []
    /// Whether an app in the app-delegate life cycle is active (it has no scene to say so).
    var isActive = false
}
