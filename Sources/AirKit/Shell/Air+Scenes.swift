extension Air {
    func externalSceneDidConnect(_ scene: UIWindowScene, source: SourceID?) {
        let id = SceneID(rawValue: nextIdentifier())
        let metrics = scene.displayMetrics
        scenes[id] = ConnectedExternalScene(scene: scene, metrics: metrics)
        if let source, let environment = sourceEnvironments[source] {
            forwardedEnvironment = environment
        }
        send { $0.sceneDidConnect(id, metrics: metrics, source: source) }
    }

    func externalSceneDidDisconnect(_ scene: UIScene) {
        guard let id = scenes.first(where: { $0.value.scene === scene })?.key else { return }
        send { $0.sceneDidDisconnect(id) }
        scenes[id] = nil
    }
}
