#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// Watches external-display scenes connecting on the scene accessory path for one AirKit cannot serve.
///
/// The system may pass an accessory's scene through the app delegate's
/// `application(_:configurationForConnecting:options:)` (Documentation/PlatformFacts.md, "Scenes configured in
/// code"). An app delegate that returns a configuration of its own there (Xcode's template returns
/// "Default Configuration" for every session) gives the scene a delegate other than
/// `AirKitSceneDelegate`: AirKit never sees the scene and the display mirrors. AirKit cannot take the
/// scene back, so it says what happened and how to fix it, once per scene.
@MainActor
enum AccessorySceneWatch {
    /// Kept for the life of the process: the watch never stops.
    private static var observer: (any NSObjectProtocol)?

    /// Starts watching; later calls do nothing. Called when a source registers its accessory.
    static func start() {
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(
            forName: UIScene.willConnectNotification, object: nil, queue: nil
        ) { notification in
            // UIKit posts scene notifications on the main thread, synchronously with the connection.
            nonisolated(unsafe) let object = notification.object
            MainActor.assumeIsolated {
                guard let scene = object as? UIScene else { return }
                check(scene)
            }
        }
    }

    private static func check(_ scene: UIScene) {
        guard scene.session.role == .windowExternalDisplayNonInteractive, !(scene.delegate is AirKitSceneDelegate) else {
            return
        }
        let delegate = scene.delegate.map { String(describing: type(of: $0)) } ?? "no delegate"
        Logger(subsystem: "AirKit", category: "Connection").warning(
            """
            an external-display scene connected with \(delegate, privacy: .public), not AirKitSceneDelegate, so AirKit \
            cannot show its content there. If an .airPlaySource() asked for this scene, the app delegate's \
            application(_:configurationForConnecting:options:) replaced AirKit's configuration: return \
            connectingSceneSession.configuration when connectingSceneSession.role is \
            UIWindowSceneSessionRoleExternalDisplayNonInteractive.
            """)
    }
}
#endif
