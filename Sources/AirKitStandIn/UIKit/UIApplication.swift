import Foundation

/// The running app: its connected scenes and open sessions.
///
/// apple-api-facts §5.3 (`UIApplication.h`): `shared`, `connectedScenes` (a `Set`, so unordered),
/// `openSessions`, `supportsMultipleScenes`. Each simulated device has its own application, and
/// ``UIApplication/shared`` is the application of ``SimulatedDevice/current``.
@MainActor
open class UIApplication: UIResponder {
    unowned let device: SimulatedDevice

    /// The app delegate given at launch; UIKit keeps it too.
    open var delegate: (any UIApplicationDelegate)?

    init(device: SimulatedDevice) {
        self.device = device
        super.init()
    }

    /// The application of the simulated device that is running app code now.
    open class var shared: UIApplication {
        guard let device = SimulatedDevice.current else {
            preconditionFailure("UIApplication.shared needs a SimulatedDevice: create one before running app code")
        }
        return device.application
    }

    open var connectedScenes: Set<UIScene> {
        Set(device.connectedScenes)
    }

    open var openSessions: Set<UISceneSession> {
        Set(device.connectedScenes.map(\.session))
    }

    /// `UIApplicationSupportsMultipleScenes` from the Info.plist scene manifest.
    open var supportsMultipleScenes: Bool {
        device.infoPlist.sceneManifest?["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    }
}
