#if canImport(UIKit) || AIRKIT_STANDIN
extension View {
    /// Keeps this content clear of the TV's edges: insets it by the external display's safe area and
    /// overscan, plus a margin the user can adjust.
    ///
    /// ```swift
    /// Air.play {
    ///     Scoreboard()
    ///         .airPlaySafeArea(margin: 24)
    /// }
    /// ```
    ///
    /// Each edge ends up inset from the screen's edge by the larger of the window's safe area and the
    /// screen's overscan insets (whether UIKit already counts the overscan in the safe area is not
    /// documented, so AirKit never adds the two), then by the margin. SwiftUI already keeps content
    /// inside the safe area, so the padding is the overscan beyond it plus the margin: `margin` until the user adjusts it for this kind of display
    /// with ``Air/SafeAreaMargins`` (`air.safeAreaMargins.nudge(.wired, by: 1)`), theirs after that,
    /// kept across launches. The content updates when the margin changes.
    ///
    /// Content inside reads the area it is laid out in, as values, from `@Environment(\.tvSafeArea)`
    /// (``Air/TVSafeArea``): its insets are this padding plus the window's safe area.
    ///
    /// Outside content AirKit shows on a display (on the phone, in a placeholder) the modifier does
    /// nothing, so the same view can be used in both places. Inside ``AirPlayPreview`` it uses the
    /// preview's display. Put backgrounds outside it (`.airPlaySafeArea().background(…)`) to fill the
    /// whole screen, or `.ignoresSafeArea()` on them.
    ///
    /// - Parameter margin: The app's margin in points, on top of the safe area and overscan; `0` by
    ///   default. Clamped to ``Air/SafeAreaMargins/range`` once the user adjusts it.
    public func airPlaySafeArea(margin: CGFloat = 0) -> some View {
        modifier(AirPlaySafeAreaModifier(margin: margin))
    }
}

/// Pads its content by the TV-safe insets of the display in the environment, if any, and tells the
/// content the area it leaves.
struct AirPlaySafeAreaModifier: ViewModifier {
    let margin: CGFloat
    @Environment(\.externalLayout) private var layout
    @Environment(\.tvSafeArea) private var enclosingSafeArea

    func body(content: Content) -> some View {
        content
            .environment(\.tvSafeArea, layout?.tvSafeArea(appMargin: margin) ?? enclosingSafeArea)
            .padding(layout?.insetsBeyondSafeArea(appMargin: margin).edgeInsets ?? EdgeInsets())
    }
}
#endif
