#if canImport(UIKit) || AIRKIT_STANDIN
/// The windows AirKit puts on external scenes: one per scene, made with `UIWindow(windowScene:)`,
/// shown by unhiding it and never made key (Documentation/PlatformFacts.md, "The external window"; the
/// external window must not take key status from the app's own window).
///
/// Each window's root is an ``ExternalContentController``, which holds the content of one request as a
/// child: a `UIHostingController` for SwiftUI content, the app's controller for UIKit content, a
/// surface's controller. Teardown runs in one order (see <doc:UIKitContent>): the content leaves the
/// container while the window is still on its scene, then the window is hidden, loses its root and
/// leaves the scene.
@MainActor
final class ExternalWindowHost {
    private var windows: [SceneID: UIWindow] = [:]

    /// Shows `child`, the content of request `content`, on `scene`, in the window already there or a new
    /// one. `reportSafeArea` is told the window's safe area whenever it is laid out with a new one.
    func show(
        _ child: UIViewController, content: ContentID, on scene: UIWindowScene, id: SceneID,
        reportSafeArea: @escaping @MainActor (UIEdgeInsets) -> Void
    ) {
        if let container = windows[id]?.rootViewController as? ExternalContentController {
            container.show(child, content: content)
            return
        }
        let container = ExternalContentController(reportSafeArea: reportSafeArea)
        container.show(child, content: content)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = container
        window.isHidden = false
        windows[id] = window
    }

    /// Gives the UIKit content of request `content` on `id`'s scene these `additionalSafeAreaInsets`, or
    /// takes back the insets AirKit gave it (`nil`).
    func setInsets(_ insets: UIEdgeInsets?, content: ContentID, on id: SceneID) {
        (windows[id]?.rootViewController as? ExternalContentController)?.setInsets(insets, for: content)
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
        guard let window = windows.removeValue(forKey: id) else { return false }
        (window.rootViewController as? ExternalContentController)?.removeContent()
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
        return true
    }
}
#endif
