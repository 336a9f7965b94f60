#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The notifications AirKit follows, each turned into a named event with what the shell reads then:
/// - the app's own scenes activating and resigning (`UIScene.didActivateNotification`,
///   `willDeactivateNotification`, `willEnterForegroundNotification`): a scene that leaves while none of
///   the app's scenes is active leaves with the app (background, a locked device, Control Center);
/// - a screen's mode and capture (`UIScreen.modeDidChangeNotification`,
///   `UIScreen.capturedDidChangeNotification`) and the audio route
///   (`AVAudioSession.routeChangeNotification`, which the audio session may post on a thread of its own);
/// - while the core asks (``RuntimeMachine/Effect/watchAppScenes(_:)``), the app's scenes activating and
///   disconnecting, for Stage Manager extending the app.
///
/// AirKit learns the application from the responder chain of a scene or window it is handed
/// (`UIWindow`'s chain reaches the application, `UIResponder.next`) rather than `UIApplication.shared`,
/// which app extensions cannot call (`NS_EXTENSION_UNAVAILABLE_IOS`, `UIApplication.h`), so AirKit
/// links into an extension target; there no scene reaches it and it does nothing.
extension Air {
    /// Starts following the app and the displays; called once, when the model is made. The app is taken
    /// to be active until one of its scenes resigns: a model is made from the app's interface or its
    /// scenes. Only the scenes of the application AirKit has learned count (one app runs on iOS; on the
    /// simulated device, other devices' apps post the same notifications).
    func startWatching() {
        let activity = [
            UIScene.didActivateNotification, UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification,
        ]
        watches.activity.observe(activity) { [weak self] name, object in
            guard let self, let scene = object as? UIScene, scene.session.role == .windowApplication,
                let application, Self.application(of: scene) === application
            else { return }
            if name == UIScene.willEnterForegroundNotification {
                send(.appWillEnterForeground(players: playerReports()))
                return
            }
            // A resigning scene is still active while its notification is posted.
            let isActive =
                name == UIScene.didActivateNotification
                || application.connectedScenes.contains {
                    $0 !== scene && $0.session.role == .windowApplication && $0.activationState == .foregroundActive
                }
            send(.appActivityDidChange(isActive: isActive, players: playerReports()))
        }
        var facts = [AVAudioSession.routeChangeNotification]
        facts += Platform.screenNotifications
        watches.displayFacts.observe(facts) { [weak self] name, object in
            guard let self else { return }
            if name == AVAudioSession.routeChangeNotification {
                send(.audioRouteDidChange(AVAudioSession.sharedInstance().currentRoute.displayRoute))
                return
            }
            for scene in objects.liveScenes where scene.displayScreen === object as AnyObject? {
                guard let id = objects.id(of: scene) else { continue }
                send(.screenDidReport(scene.screenFacts, on: id))
            }
        }
        send(.audioRouteDidChange(AVAudioSession.sharedInstance().currentRoute.displayRoute))
    }

    /// Follows the app's scenes activating and disconnecting while Stage Manager may extend the app onto
    /// the only display, and looks again in the next turn, after UIKit has finished.
    func watchAppScenes(_ isNeeded: Bool) {
        guard isNeeded else {
            watches.appScenes.stop()
            return
        }
        watches.appScenes.observe([UIScene.didActivateNotification, UIScene.didDisconnectNotification]) { [weak self] _, object in
            guard let self, let scene = object as? UIScene, scene.session.role == .windowApplication,
                let application = Self.application(of: scene), hasInterface(in: application)
            else { return }
            NextTurn.run { [weak self] in self?.send(.sceneChangesDidSettle) }
        }
    }

    /// Whether this model's sources are in `application`'s scenes, or it has none. Only one app runs
    /// on iOS; on the simulated device, models of earlier devices may still be alive.
    private func hasInterface(in application: UIApplication) -> Bool {
        let sourceScenes = objects.sources.values.compactMap { $0.controller?.view.window?.windowScene }
        guard !sourceScenes.isEmpty else { return true }
        return sourceScenes.contains { scene in application.connectedScenes.contains { $0 === scene } }
    }

    /// The application whose scenes AirKit serves: found from an external scene or a source's window,
    /// or learned from a window of the app's interface (``learnApplication(from:)``); `nil` until one
    /// reaches AirKit. Once found it is remembered, so that the app's scenes still count when no source
    /// or external scene is left to find it from (every source hidden while the device is locked).
    var application: UIApplication? {
        if let learned = objects.learnedApplication { return learned }
        let responders: [UIResponder] =
            objects.liveScenes + objects.sources.values.compactMap { $0.controller?.viewIfLoaded?.window }
        let found = responders.lazy.compactMap(Self.application(of:)).first
        objects.learnedApplication = found
        return found
    }

    /// Learns the application from a window of the app's interface, if AirKit does not know it yet.
    func learnApplication(from window: UIWindow) {
        guard objects.learnedApplication == nil, let application = Self.application(of: window) else { return }
        NextTurn.run { [weak self] in
            guard let self else { return }
            objects.learnedApplication = application
            update(\.hasLearnedApplication, \.hasLearnedApplication, to: true)
        }
    }

    /// The application at the end of `responder`'s chain.
    static func application(of responder: UIResponder) -> UIApplication? {
        sequence(first: responder, next: \.next).lazy.compactMap { $0 as? UIApplication }.first
    }
}

/// The notification tokens of one model, removed when a watch stops or the model is released, and the
/// availability reports of the current layout pass.
@MainActor
final class SystemWatches {
    let activity = NotificationWatch()
    let displayFacts = NotificationWatch()
    let appScenes = NotificationWatch()
    /// Availability reported by sources in this layout pass, sent to the core together next turn.
    var pendingReports: [SourceReport] = []
}

/// Observers of a few notifications, calling one handler on the main actor with the name and object.
final class NotificationWatch: @unchecked Sendable {
    /// Written on the main actor only.
    private var tokens: [any NSObjectProtocol] = []

    /// Starts observing `names` (stopping what it observed before). UIKit posts scene and screen
    /// notifications on the main thread; the audio session may post on its own, so the handler runs on
    /// the main actor, later if need be.
    @MainActor
    func observe(_ names: [Notification.Name], _ handler: @escaping @MainActor (Notification.Name, Any?) -> Void) {
        stop()
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                nonisolated(unsafe) let object = notification.object
                MainQueue.run { handler(name, object) }
            }
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }

    deinit {
        stop()
    }
}
#endif
