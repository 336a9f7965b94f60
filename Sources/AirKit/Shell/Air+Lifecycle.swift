#if canImport(UIKit) || AIRKIT_STANDIN
/// The app leaving the foreground, and Stage Manager extending the app onto the display.
///
/// An external scene that goes to the background shows nothing of the app's, whether or not UIKit
/// also disconnects it, so AirKit treats the scene as gone and takes it back when it returns to the
/// foreground. Its display stays: while the app's own scene is not active (the user went home or
/// locked the device) the display is still there, so the request waits for the app's return whatever
/// ``reconnectPolicy`` says, and the display keeps its ``Display/id``.
extension Air {
    /// The external scene entered the background: it no longer shows AirKit's window.
    func externalSceneDidEnterBackground(_ scene: UIScene) {
        guard let id = scenes.first(where: { $0.value.scene === scene })?.key else { return }
        send { $0.sceneDidDisconnect(id) }
        scenes[id] = nil
        NextTurn.run { [weak self] in self?.send { $0.sceneChangesDidSettle() } }
    }

    /// The external scene came back to the foreground (the app returned): it can show the content again.
    /// A scene AirKit already holds (the first foreground after connecting) is left as it is.
    func externalSceneWillEnterForeground(_ scene: UIWindowScene, source: SourceID?) {
        guard !scenes.contains(where: { $0.value.scene === scene }) else { return }
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
