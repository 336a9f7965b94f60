#if canImport(UIKit) || AIRKIT_STANDIN
/// The windows AirKit puts on external scenes: one per scene, made with `UIWindow(windowScene:)`,
/// shown by unhiding it and never made key (Documentation/PlatformFacts.md, "The external window"; the external window must not take key
/// status from the app's own window).
@MainActor
final class ExternalWindowHost {
    private var windows: [SceneID: UIWindow] = [:]

    /// Shows `root` on `scene`, reusing the window already there.
    func show(_ root: ExternalContentRoot, on scene: UIWindowScene, id: SceneID) {
        if let hosting = windows[id]?.rootViewController as? UIHostingController<ExternalContentRoot> {
            hosting.rootView = root
            return
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIHostingController(rootView: root)
        window.isHidden = false
        windows[id] = window
    }

    /// Whether `window` is one of AirKit's external windows.
    func owns(_ window: UIWindow) -> Bool {
        windows.values.contains { $0 === window }
    }

    /// Hides and releases the window on `id`'s scene; the display mirrors again. Returns whether there
    /// was a window to remove: removing from a scene without one does nothing.
    @discardableResult
    func remove(from id: SceneID) -> Bool {
        guard let window = windows.removeValue(forKey: id) else { return false }
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
        return true
    }
}
#endif
