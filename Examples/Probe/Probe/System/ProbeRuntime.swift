import SwiftUI

/// The app-wide state the system's callbacks report into: the system creates the external scene's
/// delegate itself, so the delegate cannot be handed a recorder and finds this one instead.
///
/// One per app process. The Linux tests run one probe at a time and call ``reset()`` at each launch,
/// as a relaunch of the app would.
@MainActor
final class ProbeRuntime {
    static let shared = ProbeRuntime()

    /// Every external-scene callback since launch, in order.
    private(set) var events: [SceneEvent] = []
    /// The controller a `UIViewControllerRepresentable` embeds in the main interface.
    weak var embeddedController: UIViewController?

    func record(_ callback: String, scene: UIScene, tag: String?) {
        let main = UIApplication.shared.connectedScenes.first { $0.session.role == .windowApplication }
        events.append(
            SceneEvent(
                session: scene.session.persistentIdentifier, tag: tag, callback: callback,
                mainSceneState: main.map { Self.name(of: $0.activationState) } ?? "none"))
    }

    /// The callbacks one scene received, in order.
    func callbacks(of scene: UIScene) -> [String] {
        events.filter { $0.session == scene.session.persistentIdentifier }.map(\.callback)
    }

    /// Forgets everything, as a fresh launch starts.
    func reset() {
        events = []
        embeddedController = nil
    }

    static func name(of state: UIScene.ActivationState) -> String {
        switch state {
        case .unattached: "unattached"
        case .foregroundActive: "foregroundActive"
        case .foregroundInactive: "foregroundInactive"
        case .background: "background"
        @unknown default: "unknown(\(state.rawValue))"
        }
    }
}
