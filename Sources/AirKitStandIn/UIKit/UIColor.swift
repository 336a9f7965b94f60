import Foundation

/// A colour. The stand-in keeps only a name, enough for `view.backgroundColor = .clear` (as app code writes it).
///
/// Declared from UIKit's `UIColor.h` (`Documentation/StandInSources.md#swiftui-shapes`,
/// ``SimulationAssumption/declarationsOutsideTheReference``). UIColor is `NS_SWIFT_SENDABLE` and not main-actor bound.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is called, for inspection in tests. Internal: `UIColor.h` has no `name`, so
    /// app code must not be able to read it.
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    open class var clear: UIColor { UIColor(name: "clear") }
    open class var black: UIColor { UIColor(name: "black") }
    open class var white: UIColor { UIColor(name: "white") }

    open override var description: String { "UIColor.\(name)" }
}
