/// Choosing the display, and the Stage Manager policy.
///
/// A display is known by its scene, and a scene's identifier is never reused: a display that
/// disconnects and comes back is a new display. So a request can prefer a display only while it is
/// connected. The rules:
/// - Playing on a connected display shows the content there, moving it from another display.
/// - Playing on a display that is not connected (it left after the app read `displays`) is logged
///   and treated as a request for no display in particular: the first connected display shows it, or
///   it waits, as ``reconnectPolicy`` allows.
/// - When the chosen display disconnects, the request follows ``reconnectPolicy`` as any request does:
///   the first remaining display takes over, or the request waits or stops.
/// - Playing without a display keeps the display that shows content (only the content changes).
extension PresentationMachine {
    /// The scene waiting content goes to: the preferred one, else the first connected.
    var sceneToPresentOn: SceneID? {
        if let preferredScene, scenes.contains(where: { $0.id == preferredScene }) { return preferredScene }
        return scenes.first?.id
    }

    /// Records the display a request asked for, when it is connected.
    mutating func choosePreferredScene(_ scene: SceneID?) -> [Effect] {
        guard let scene else { return [] }
        guard scenes.contains(where: { $0.id == scene }) else {
            preferredScene = nil
            return [.log(.notice("display \(scene.rawValue) is not connected; the content goes to the first available display"))]
        }
        preferredScene = scene
        return []
    }

    mutating func stageManagerPolicyDidChange(to policy: StageManagerPolicy) -> [Effect] {
        stageManagerPolicy = policy
        return settle(after: [])
    }
}
