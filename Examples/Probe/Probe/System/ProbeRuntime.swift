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
    /// The scenes the app delegate was asked to configure, in order
    /// (`application(_:configurationForConnecting:options:)`).
    private(set) var configurationRequests: [ConfigurationRequest] = []
    /// The controller a `UIViewControllerRepresentable` embeds in the main interface.
    weak var embeddedController: UIViewController?
    /// The window the app delegate made without a scene while the app finished launching, as an app
    /// from before scenes does; kept so a check can see where the system put it.
    var launchWindow: UIWindow?

    func record(_ callback: String, scene: UIScene, tag: String?) {
        events.append(
            SceneEvent(
                session: scene.session.persistentIdentifier, tag: tag, callback: callback, mainSceneState: Self.mainSceneState,
                time: .now, screenIsListed: Self.screenIsListed(of: scene)))
    }

    func recordConfigurationRequest(role: UISceneSession.Role, tag: String?) {
        configurationRequests.append(ConfigurationRequest(role: role.rawValue, tag: tag))
    }

    /// The callbacks one scene received, in order.
    func callbacks(of scene: UIScene) -> [String] {
        events.filter { $0.session == scene.session.persistentIdentifier }.map(\.callback)
    }

    /// Forgets everything, as a fresh launch starts.
    func reset() {
        events = []
        configurationRequests = []
        embeddedController = nil
        launchWindow = nil
    }

    /// The main scene's activation state, by name; `none` without one.
    static var mainSceneState: String {
        let main = UIApplication.shared.connectedScenes.first { $0.session.role == .windowApplication }
        return main.map { name(of: $0.activationState) } ?? "none"
    }

    private static func screenIsListed(of scene: UIScene) -> Bool {
        guard let screen = (scene as? UIWindowScene)?.screen else { return true }
        return DeprecatedAPI.reader.screens.contains { $0 === screen }
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
