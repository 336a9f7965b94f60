#if canImport(UIKit) || AIRKIT_STANDIN
extension UIWindowScene {
    /// The size and scale of the display this external scene fills, read once when it connects.
    ///
    /// visionOS has no `UIScreen` (`UIWindowScene.screen` is unavailable there, `UIWindowScene.h`) and
    /// never connects an external-display scene (Documentation/Platforms.md), so there the metrics
    /// are empty apart from the scene's display scale.
    var displayMetrics: DisplayMetrics {
        #if os(visionOS) || AIRKIT_STANDIN_VISIONOS
        DisplayMetrics(width: 0, height: 0, scale: Double(traitCollection.displayScale))
        #else
        DisplayMetrics(width: Double(screen.bounds.width), height: Double(screen.bounds.height), scale: Double(screen.scale))
        #endif
    }
}
#endif
