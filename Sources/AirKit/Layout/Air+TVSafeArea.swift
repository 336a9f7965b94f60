#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// The part of an external display that content keeps to so that the TV crops none of it: the
    /// TV-safe insets from the screen's edges, and the size they leave, in points.
    ///
    /// It is the area `.airPlaySafeArea(margin:)` lays content out in, as values, for layouts that
    /// count in their own units (a terminal's grid in characters, a board's cells):
    ///
    /// ```swift
    /// let columns = Int(safeArea.size.width / cellWidth)
    /// ```
    ///
    /// Each inset is the larger of the window's safe area (``Display/safeAreaInsets``) and the overscan
    /// the screen leaves to the app (``Display/overscanInsets`` while ``Display/overscanCompensation`` is
    /// `.none`, nothing otherwise), plus the margin in force: the user's for the display's kind once
    /// they adjusted it (``Air/SafeAreaMargins``), else the app's. ``size`` is the display's
    /// ``Display/size`` less the insets, never negative. AirKit computes it with the same rule as the
    /// padding and the UIKit insets it applies, so the three always agree.
    ///
    /// Where to read it:
    /// - In SwiftUI content shown with `Air.play`: `@Environment(\.tvSafeArea)`, with the margin of the
    ///   nearest `.airPlaySafeArea(margin:)` around the reader.
    /// - Anywhere, for UIKit content: ``Air/tvSafeArea``, with ``Air/uiKitSafeAreaMargin``.
    ///
    /// Both follow what they are computed from: the display's size (its mode), its window's safe area,
    /// its overscan compensation (``Air/displayPolicy`` may change it after the content appeared), and
    /// the margin in force. Whenever one of these changes the insets or the size, the value changes and
    /// its readers are notified; a change that leaves both as they were notifies no one.
    public struct TVSafeArea: Hashable, Sendable, CustomStringConvertible {
        /// From each edge of the display's bounds, in points.
        public var insets: UIEdgeInsets { region.insets.uiEdgeInsets }
        /// What ``insets`` leave of the display's bounds (``Display/size``), in points; never negative.
        public var size: CGSize { CGSize(width: region.width, height: region.height) }

        /// The core's region, which the values read.
        let region: TVSafeRegion

        init(_ region: TVSafeRegion) {
            self.region = region
        }

        /// The size and the insets, for logs: `1824×1026 inside top 27, left 48, bottom 27, right 48`.
        public var description: String { region.description }
    }

    /// The TV-safe area of the display showing the content, with the margin UIKit content gets; `nil`
    /// while no content is shown.
    ///
    /// The margin is the user's for the display's kind once they adjusted it (``safeAreaMargins``), else
    /// ``uiKitSafeAreaMargin``, else none. While ``uiKitSafeAreaMargin`` is set, the insets AirKit adds
    /// to the safe area of the app's controller (its `additionalSafeAreaInsets`) are ``TVSafeArea/insets``
    /// less the window's safe area (``Display/safeAreaInsets``), so its `view.safeAreaLayoutGuide` frames
    /// this area.
    ///
    /// Observable: it notifies its readers whenever it changes (the display's mode or safe area, the
    /// overscan compensation ``displayPolicy`` applies, the user's margin, ``uiKitSafeAreaMargin``), so a
    /// controller that reads it in `updateProperties()` (iOS 26) is updated, as is an `Observations`
    /// sequence or `withObservationTracking`.
    public var tvSafeArea: TVSafeArea? { observed(\.tvSafeArea, \.tvSafeArea) }
}
#endif
