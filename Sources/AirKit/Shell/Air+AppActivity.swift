#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// Whether the app is in the foreground, and the application, learned from the scenes AirKit sees.
///
/// A scene that leaves while none of the app's own scenes is active leaves with the app (the app
/// went to the background, the device locked, Control Center covers it), so AirKit follows the app's
/// scenes activating and resigning (`UIScene.didActivateNotification`, `willDeactivateNotification`)
/// and asks, each time, whether any of the application's scenes is still active: scenes that became
/// active before the model was made count too.
/// It learns the application from the responder chain of a scene or window it is handed (`UIWindow`'s
/// chain reaches the application, `UIResponder.next`) rather than `UIApplication.shared`, which app
/// extensions cannot call (`NS_EXTENSION_UNAVAILABLE_IOS`, `UIApplication.h`), so AirKit links into
/// an extension target; there no scene reaches it and it does nothing.
extension Air {
    /// Starts following the app's scenes; called once, when the model is made. The app is taken to be
    /// active until one of its scenes resigns: a model is made from the app's interface or its scenes.
    /// Only the scenes of the application AirKit has learned count (one app runs on iOS; on the
    /// simulated device, other devices' apps post the same notifications).
    func startFollowingTheApp() {
        let names = [
            UIScene.didActivateNotification, UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification,
        ]
        activityWatch.tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                // UIKit posts scene notifications on the main thread.
                nonisolated(unsafe) let object = notification.object
                let isActivation = notification.name == UIScene.didActivateNotification
                let isReturn = notification.name == UIScene.willEnterForegroundNotification
                MainActor.assumeIsolated {
                    guard let self, let scene = object as? UIScene, scene.session.role == .windowApplication,
                        let application = self.application, Self.application(of: scene) === application
                    else { return }
                    if isReturn {
                        self.appWillEnterForeground()
                        return
                    }
                    // A resigning scene is still active while its notification is posted.
                    let isActive =
                        isActivation
                        || application.connectedScenes.contains {
                            $0 !== scene && $0.session.role == .windowApplication && $0.activationState == .foregroundActive
                        }
                    self.send { $0.appActivityDidChange(isActive: isActive) }
                    self.appActivityDidChange(isActive: isActive)
                    // UIKit goes on changing the scenes after the notification (a window closing with its
                    // scene under Stage Manager): look again once it has finished.
                    NextTurn.run { [weak self] in self?.send { _ in [] } }
                }
            }
        }
    }

    /// The application whose scenes AirKit serves: found from an external scene or a source's window,
    /// or learned from a window of the app's interface (``learnApplication(from:)``); `nil` until one
    /// reaches AirKit.
    var application: UIApplication? {
        if let learnedApplication { return learnedApplication }
        let responders: [UIResponder] =
            scenes.values.compactMap(\.scene) + sources.values.compactMap { $0.controller?.viewIfLoaded?.window }
        return responders.lazy.compactMap(Self.application(of:)).first
    }

    /// Learns the application from a window of the app's interface, if AirKit does not know it yet.
    func learnApplication(from window: UIWindow) {
        guard learnedApplication == nil, let application = Self.application(of: window) else { return }
        NextTurn.run { [weak self] in self?.learnedApplication = application }
    }

    /// The application at the end of `responder`'s chain.
    static func application(of responder: UIResponder) -> UIApplication? {
        sequence(first: responder, next: \.next).lazy.compactMap { $0 as? UIApplication }.first
    }
}
#endif
