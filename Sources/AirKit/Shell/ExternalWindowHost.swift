#if canImport(UIKit) || AIRKIT_STANDIN
/// The windows AirKit puts on external scenes: one per scene, made with `UIWindow(windowScene:)`,
/// shown by unhiding it and never made key (Documentation/PlatformFacts.md, "The external window"; the external window must not take key
/// status from the app's own window).
///
/// SwiftUI content is the root of a `UIHostingController`; UIKit content is a child of an
/// ``ExternalContentController``. Teardown runs in one order (see <doc:UIKitContent>): the app's
/// controller leaves AirKit's container while the window is still on its scene, then the window is
/// hidden, loses its root and leaves the scene.
@MainActor
final class ExternalWindowHost {
    private var windows: [SceneID: UIWindow] = [:]

    /// Shows `root` on `scene`, reusing the window already there.
    func show(_ root: ExternalContentRoot, on scene: UIWindowScene, id: SceneID) {
        if let hosting = windows[id]?.rootViewController as? UIHostingController<ExternalContentRoot> {
            hosting.rootView = root
            return
        }
        install(UIHostingController(rootView: root), on: scene, id: id)
    }

    /// Shows the app's `controller` on `scene`, in AirKit's container, reusing the window already there.
    func show(_ controller: UIViewController, on scene: UIWindowScene, id: SceneID) {
        if let container = windows[id]?.rootViewController as? ExternalContentController {
            container.show(controller)
            return
        }
        install(ExternalContentController(content: controller), on: scene, id: id)
    }

    /// Makes `root` the root of the window on `id`'s scene, creating and showing the window if there is
    /// none; a root of the other kind is torn down first.
    private func install(_ root: UIViewController, on scene: UIWindowScene, id: SceneID) {
        if let window = windows[id] {
            (window.rootViewController as? ExternalContentController)?.removeContent()
            window.rootViewController = root
            return
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.isHidden = false
        windows[id] = window
    }

    /// The TV-safe layout of each scene's UIKit content, as ``Air/uiKitSafeAreaMargin`` asks.
    private var safeAreas: [SceneID: @MainActor () -> (layout: ExternalLayout, appMargin: CGFloat)?] = [:]

    /// Makes the UIKit content on `id`'s scene follow `safeArea` (read again by ``updateSafeArea()``).
    func setSafeArea(_ safeArea: @escaping @MainActor () -> (layout: ExternalLayout, appMargin: CGFloat)?, on id: SceneID) {
        safeAreas[id] = safeArea
        (windows[id]?.rootViewController as? ExternalContentController)?.tvSafeArea = safeArea()
    }

    /// Reads every scene's TV-safe layout again: the app changed ``Air/uiKitSafeAreaMargin``.
    func updateSafeArea() {
        for (id, safeArea) in safeAreas {
            (windows[id]?.rootViewController as? ExternalContentController)?.tvSafeArea = safeArea()
        }
    }

    /// AirKit's window on `id`'s scene, if it has one there.
    func window(on id: SceneID) -> UIWindow? {
        windows[id]
    }

    /// Whether `window` is one of AirKit's external windows.
    func owns(_ window: UIWindow) -> Bool {
        windows.values.contains { $0 === window }
    }

    /// Hides and releases the window on `id`'s scene; the display mirrors again. Returns whether there
    /// was a window to remove: removing from a scene without one does nothing.
    @discardableResult
    func remove(from id: SceneID) -> Bool {
        safeAreas[id] = nil
        guard let window = windows.removeValue(forKey: id) else { return false }
        (window.rootViewController as? ExternalContentController)?.removeContent()
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
        return true
    }
}
#endif
