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
    /// When the delegate heard it, so checks can time the system's events against their own actions.
    let time: ContinuousClock.Instant
    /// Whether the scene's screen was still in `UIScreen.screens`, so a disconnect can be ordered
    /// against the display leaving.
    let screenIsListed: Bool
}
