#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// An image of what AirKit's window on the presented display shows now, at that display's scale
    /// (iOS, iPadOS, Mac Catalyst, tvOS and visionOS):
    /// for a bug report, or for a test that compares two states of the TV. `nil` while no content is
    /// shown (no display, or the display mirrors).
    ///
    /// On a device it is the window drawn with `UIView.drawHierarchy(in:afterScreenUpdates:)` into a
    /// `UIGraphicsImageRenderer`, after pending screen updates: the pixels of AirKit's window, without
    /// what the system draws over it. Protected content (a playing `AVPlayer` stream, DRM video)
    /// draws black, as in any screenshot. Compare two images with `pngData()`.
    ///
    /// On the simulated device (`AirKitStandIn`) there are no pixels: the image holds a deterministic
    /// drawing of the window's view tree (each view's class and frame, each label's text, each SwiftUI
    /// node with its text and padding), and `pngData()` returns that drawing's bytes. The same content
    /// compares equal; different text, layout or insets do not. See <doc:TVLayout>.
    public func snapshot() -> UIImage? {
        guard let scene = core.presentation.presentedScene, let window = windows.window(on: scene), !window.isHidden else {
            return nil
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window.traitCollection.displayScale
        var drawn = false
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            drawn = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        guard drawn else {
            log(.notice("Air.snapshot(): the external window could not be drawn; no image"))
            return nil
        }
        return image
    }
}
#endif
