#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// Learning that Stage Manager extended the app onto a display, or stopped doing so, when it happens.
///
/// The system connects and disconnects the app's own scenes on an extended display without telling
/// any AirKit delegate, so AirKit otherwise notices only at its next event. That matters in one case:
/// a request waiting under ``StageManagerPolicy/stopPlayback`` must end when the only display becomes
/// extended. While (and only while) that case can arise, AirKit watches the app's scenes activating
/// and disconnecting, and re-checks in the next turn, after UIKit has finished.
extension Air {
    /// Starts or stops the watch as the state requires; called after every event.
    func updateAppSceneWatch() {
        let isNeeded = machine.stageManagerPolicy == .stopPlayback && machine.isPlaybackRequested && !machine.isViewAdded
        guard isNeeded != appSceneWatch.isWatching else { return }
        appSceneWatch.stop()
        guard isNeeded else { return }
        let names = [UIScene.didActivateNotification, UIScene.didDisconnectNotification]
        appSceneWatch.tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                // UIKit posts scene notifications on the main thread.
                nonisolated(unsafe) let object = notification.object
                MainActor.assumeIsolated {
                    guard let self, let scene = object as? UIScene, scene.session.role == .windowApplication,
                        let application = Self.application(of: scene), self.hasInterface(in: application)
                    else { return }
                    NextTurn.run { [weak self] in self?.send { _ in [] } }
                }
            }
        }
    }

    /// Whether this model's sources are in `application`'s scenes, or it has none. Only one app runs
    /// on iOS; on the simulated device, models of earlier devices may still be alive.
    private func hasInterface(in application: UIApplication) -> Bool {
        let sourceScenes = sources.values.compactMap { $0.controller?.view.window?.windowScene }
        guard !sourceScenes.isEmpty else { return true }
        return sourceScenes.contains { scene in application.connectedScenes.contains { $0 === scene } }
    }
}

/// The observer tokens of one model's watch, removed when the watch stops or the model is released.
final class AppSceneWatchTokens: @unchecked Sendable {
    /// Written on the main actor only.
    var tokens: [any NSObjectProtocol] = []

    var isWatching: Bool { !tokens.isEmpty }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }

    deinit {
        stop()
    }
}
#endif
