/// The app leaving the foreground, and Stage Manager extending the app onto the display.
///
/// An external scene that goes to the background shows nothing of the app's, whether or not UIKit
/// also disconnects it, so AirKit treats it as gone and takes it back when it returns to the
/// foreground. While the app's own scene is not active (the user went home or locked the device) the
/// display is still there, so the request waits for the app's return whatever ``reconnectPolicy`` says.
extension Air {
    /// The external scene entered the background: it no longer shows AirKit's window.
    func externalSceneDidEnterBackground(_ scene: UIScene) {
        guard let id = scenes.first(where: { $0.value.scene === scene })?.key else { return }
        let appLeftForeground = !isAppActive
        send { $0.sceneDidDisconnect(id, appLeftForeground: appLeftForeground) }
        scenes[id] = nil
    }

    /// The external scene came back to the foreground (the app returned): it can show the content again.
    /// A scene AirKit already holds (the first foreground after connecting) is left as it is.
    func externalSceneWillEnterForeground(_ scene: UIWindowScene, source: SourceID?) {
        guard !scenes.contains(where: { $0.value.scene === scene }) else { return }
        externalSceneDidConnect(scene, source: source)
    }

    /// Whether one of the app's own scenes is active. The app's scene resigns before its external
    /// scenes leave, so an external scene leaving while none is active leaves with the app.
    private var isAppActive: Bool {
        UIApplication.shared.connectedScenes.contains {
            $0.session.role == .windowApplication && $0.activationState == .foregroundActive
        }
    }

    /// Whether the app's own scenes are on more than one screen: Stage Manager has extended the app onto
    /// an external display, which then offers no scene for AirKit's content.
    var isDisplayExtended: Bool {
        let displays = UIApplication.shared.connectedScenes
            .filter { $0.session.role == .windowApplication }
            .compactMap { ($0 as? UIWindowScene)?.displayIdentity }
        return Set(displays).count > 1
    }
}
