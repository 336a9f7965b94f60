#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    func externalSceneDidConnect(_ scene: UIWindowScene, source: SourceID?) {
        let id = SceneID(rawValue: nextIdentifier())
        let metrics = scene.displayMetrics
        let screenKey = key(forScreenOf: scene)
        scenes[id] = ConnectedExternalScene(scene: scene, metrics: metrics)
        if let source, let environment = sourceEnvironments[source] {
            forwardedEnvironment = environment
        }
        send { $0.sceneDidConnect(id, metrics: metrics, source: source, screenKey: screenKey) }
    }

    /// The key of the `UIScreen` the scene is on: the same object, the same key.
    private func key(forScreenOf scene: UIWindowScene) -> ScreenKey? {
        guard let screenObject = scene.displayScreen else { return nil }
        if let known = screenKeys.first(where: { $0.object === screenObject }) { return known.key }
        let key = ScreenKey(rawValue: nextIdentifier())
        screenKeys.append((screenObject, key))
        return key
    }

    /// The scene left. Whether its display was unplugged may show only once the other scene changes of
    /// this turn are in, so the machine is told when they are.
    func externalSceneDidDisconnect(_ scene: UIScene) {
        guard let id = scenes.first(where: { $0.value.scene === scene })?.key else { return }
        send { $0.sceneDidDisconnect(id) }
        scenes[id] = nil
        NextTurn.run { [weak self] in self?.send { $0.sceneChangesDidSettle() } }
    }
}
#endif
