/// The insets that keep content clear of a TV's edges, in points, per edge of the display (not of the
/// writing direction: a TV's overscan is physical).
///
/// Whether UIKit already counts a TV's overscan in the external window's safe area is not settled: no
/// header says (DocC "The last metre on the TV"; the probe's `OverscanAndSafeAreaCheck` reads a shown
/// window's safe area under each compensation), so each edge takes the larger of the two rather
/// than their sum: right whether the safe area includes the overscan or not, and never counting it
/// twice. The margin, the app's or the user's, comes on top.
struct TVSafeInsets: Hashable, Sendable, CustomStringConvertible {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = TVSafeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets for content on a display whose window has `safeArea` and whose screen reports
    /// `overscan`, plus `margin` on every edge. Negative or non-finite inputs count as zero.
    init(safeArea: TVSafeInsets, overscan: TVSafeInsets, margin: Double) {
        let margin = margin.clampedToLength
        top = max(safeArea.top.clampedToLength, overscan.top.clampedToLength) + margin
        left = max(safeArea.left.clampedToLength, overscan.left.clampedToLength) + margin
        bottom = max(safeArea.bottom.clampedToLength, overscan.bottom.clampedToLength) + margin
        right = max(safeArea.right.clampedToLength, overscan.right.clampedToLength) + margin
    }

    /// What content already inside the safe area must still be inset by to reach
    /// `init(safeArea:overscan:margin:)`: the overscan beyond the safe area, plus `margin`. SwiftUI lays
    /// content out inside the safe area, and a view controller's `additionalSafeAreaInsets` add to it,
    /// so this is what AirKit pads SwiftUI content by and adds to a UIKit controller's safe area.
    static func beyondSafeArea(safeArea: TVSafeInsets, overscan: TVSafeInsets, margin: Double) -> TVSafeInsets {
        let total = TVSafeInsets(safeArea: safeArea, overscan: overscan, margin: margin)
        return TVSafeInsets(
            top: total.top - safeArea.top.clampedToLength, left: total.left - safeArea.left.clampedToLength,
            bottom: total.bottom - safeArea.bottom.clampedToLength, right: total.right - safeArea.right.clampedToLength)
    }

    init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    var description: String {
        "top \(top.formattedLength), left \(left.formattedLength), bottom \(bottom.formattedLength), right \(right.formattedLength)"
    }
}

extension Double {
    /// A length an inset can be: zero for negative, NaN or infinite values.
    var clampedToLength: Double {
        isFinite && self > 0 ? self : 0
    }

    var formattedLength: String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
