/// The part of a display that content keeps to so that a TV crops none of it: the TV-safe insets from
/// the screen's edges (``TVSafeInsets``) and the size they leave, in points.
///
/// Derived from the same inputs as the padding `.airPlaySafeArea(margin:)` applies and the insets UIKit
/// content gets, so that an app sizing its own layout (a terminal's grid in characters) reads the
/// rule's result instead of re-deriving it.
struct TVSafeRegion: Hashable, Sendable {
    /// From each edge of the screen.
    let insets: TVSafeInsets
    /// What the insets leave of the screen's width and height; never negative.
    let width: Double
    let height: Double

    /// The region on a screen `width` by `height` points whose window has `safeArea` and which leaves
    /// `overscan` to the app, with `margin` on every edge. Negative or non-finite lengths count as zero.
    init(width: Double, height: Double, safeArea: TVSafeInsets, overscan: TVSafeInsets, margin: Double) {
        insets = TVSafeInsets(safeArea: safeArea, overscan: overscan, margin: margin)
        self.width = (width.clampedToLength - insets.left - insets.right).clampedToLength
        self.height = (height.clampedToLength - insets.top - insets.bottom).clampedToLength
    }

    /// The region on `display`, from its facts, with `margin` on every edge.
    init(display: DisplayState, margin: Double) {
        self.init(
            width: display.facts.metrics.width, height: display.facts.metrics.height,
            safeArea: TVSafeInsets(display.safeArea), overscan: TVSafeInsets(display.overscanLeftToTheApp), margin: margin)
    }
}

extension TVSafeRegion: CustomStringConvertible {
    var description: String {
        "\(width.formattedLength)×\(height.formattedLength) inside \(insets)"
    }
}
