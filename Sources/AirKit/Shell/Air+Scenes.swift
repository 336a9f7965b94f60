#if canImport(UIKit) || AIRKIT_STANDIN
/// What `AirKitSceneDelegate` tells AirKit, turned into the core's events with what the shell reads.
///
/// An external scene that goes to the background shows nothing of the app's, whether or not UIKit also
/// disconnects it, so AirKit treats it as gone and takes it back when it returns to the foreground.
extension Air {
    func externalSceneDidConnect(_ scene: UIWindowScene, source: SourceID?) {
        let id = objects.add(scene)
        if let source, let environment = objects.sourceEnvironments[source] { forward(environment) }
        let screen = scene.displayScreen.map { objects.key(of: $0) }
        send(.sceneDidConnect(id, screen: screen, facts: scene.screenFacts, source: source))
    }

    /// The external scene entered the background: it no longer shows AirKit's window.
    func externalSceneDidEnterBackground(_ scene: UIScene) {
        externalSceneDidDisconnect(scene)
    }

    /// The scene left: disconnected, or in the background, where it shows nothing of the app's.
    func externalSceneDidDisconnect(_ scene: UIScene) {
        guard let id = objects.id(of: scene) else { return }
        send(.sceneDidDisconnect(id))
        objects.forgetScene(id)
    }

    /// The external scene came back to the foreground (the app returned): it can show the content again.
    /// A scene AirKit already holds (the first foreground after connecting) is left as it is.
    func externalSceneWillEnterForeground(_ scene: UIWindowScene, source: SourceID?) {
        guard objects.id(of: scene) == nil else { return }
        externalSceneDidConnect(scene, source: source)
    }

    /// Whether the app's own scenes are on more than one screen: Stage Manager has extended the app onto
    /// an external display, which then offers no scene for AirKit's content.
    var isDisplayExtended: Bool {
        let displays = (application?.connectedScenes ?? [])
            .filter { $0.session.role == .windowApplication }
            .compactMap { ($0 as? UIWindowScene)?.displayIdentity }
        return Set(displays).count > 1
    }
}
#endif
