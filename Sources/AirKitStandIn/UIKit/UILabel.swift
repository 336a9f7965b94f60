import Foundation

/// A view that shows a line of text: what UIKit content on the simulated TV is read back by.
///
/// `Documentation/StandInSources.md` §35 (`UILabel.h`): `NS_SWIFT_UI_ACTOR @interface UILabel : UIView`,
/// `@property(nullable, nonatomic, copy) NSString *text; // default is nil`. The stand-in draws nothing;
/// ``SimulatedDevice/texts(in:)`` reads the `text` of every label a window shows.
@MainActor
open class UILabel: UIView {
    /// The label's text; `nil` by default (StandInSources.md §35).
    open var text: String?
}
