#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Performs a surface effect on the surface it names, with the scene it names, if any.
    func performSurface(_ effect: RuntimeMachine.Effect) {
        let surface: SurfaceID
        var scene: UIWindowScene?
        switch effect {
        case .attachSurfaceLayer(let id), .sizeSurface(let id, _), .reportSurfaceMetrics(let id, _), .stopSurfaceFrames(let id),
            .setSurfaceFrameRate(let id, _), .watchDrawables(let id), .removeSurfaceLayer(let id):
            surface = id
        case .startSurfaceFrames(let id, let sceneID):
            surface = id
            scene = objects.scene(sceneID)
        default:
            return
        }
        objects.surface(surface)?.perform(effect, scene: scene)
    }
}
#endif
