/// One thing that happened to an external scene, as its delegate saw it.
struct SceneEvent: Sendable, Equatable {
    /// The scene's session, by persistent identifier.
    let session: String
    /// The accessory registration's user info, for scenes made for a probe registration.
    let tag: String?
    /// The delegate callback: `willConnect`, `willEnterForeground`, `didBecomeActive`, `willResignActive`,
    /// `didEnterBackground`, `didDisconnect`.
    let callback: String
    /// The main scene's activation state at that moment, by name.
    let mainSceneState: String
}
