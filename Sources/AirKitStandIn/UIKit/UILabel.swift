import Foundation

/// A view that shows a line of text: what UIKit content on the simulated TV is read back by.
///
/// `Documentation/StandInSources.md#uikit-containers` (Apple's `UILabel` documentation): `@MainActor class UILabel :
/// UIView`, `var text: String?`, `nil` by default. The stand-in draws nothing;
/// ``SimulatedDevice/texts(in:)`` reads the `text` of every label a window shows.
@MainActor
open class UILabel: UIView {
    /// The label's text; `nil` by default (StandInSources.md#uikit-containers).
    open var text: String?
}
