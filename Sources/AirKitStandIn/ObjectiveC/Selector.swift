import Foundation

/// The name of an Objective-C method, as UIKit's target–selector APIs take it.
///
/// Declared by the `ObjectiveC` module on Apple platforms; Linux has no Objective-C runtime, so the
/// stand-in declares it (`Documentation/StandInSources.md#layers-and-display-links`). AirKit writes `Selector(("step:"))`,
/// which compiles on both, as `#selector` does not here.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ name: String) {
        description = name
    }
}

/// Linux has no Objective-C message dispatch, so a stand-in API that calls a target by selector (a
/// display link) calls this instead. Not an Apple API: a type whose instances are such targets adopts
/// it in stand-in builds only (`#if AIRKIT_STANDIN`), answering for the selectors it was given.
@MainActor
public protocol StandInSelectorTarget: AnyObject {
    /// Calls the method named `selector` with `argument`, as `perform(_:with:)` would.
    func standInPerform(_ selector: Selector, with argument: Any?)
}
