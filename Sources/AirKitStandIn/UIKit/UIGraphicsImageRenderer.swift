import Foundation

/// The settings of an image renderer (StandInSources.md#images-and-snapshots): `scale` (the main
/// screen's by default on a device; `1` on the stand-in) and `opaque` (`false` by default). Not
/// `Sendable` and not main-actor isolated, as the SDK's audited header has it.
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = 1
    open var opaque = false

    public init() {}
}

/// The drawing context handed to the actions of ``UIGraphicsImageRenderer/image(actions:)``
/// (StandInSources.md#images-and-snapshots): `var format`, and on the stand-in the lines drawn so far.
/// Not `Sendable`, as the SDK's audited header has it.
open class UIGraphicsImageRendererContext {
    open private(set) var format: UIGraphicsImageRendererFormat
    var lines: [String] = []

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
    }

    /// The context the actions of the innermost ``UIGraphicsImageRenderer/image(actions:)`` on this
    /// thread draw into, as UIKit keeps a current graphics context per thread.
    static var current: UIGraphicsImageRendererContext? {
        (Thread.current.threadDictionary[currentKey] as? ContextStack)?.contexts.last
    }

    static func push(_ context: UIGraphicsImageRendererContext) {
        let stack = Thread.current.threadDictionary[currentKey] as? ContextStack ?? ContextStack()
        stack.contexts.append(context)
        Thread.current.threadDictionary[currentKey] = stack
    }

    static func pop() {
        (Thread.current.threadDictionary[currentKey] as? ContextStack)?.contexts.removeLast()
    }

    private static let currentKey = "AirKitStandIn.UIGraphicsImageRendererContext"

    private final class ContextStack {
        var contexts: [UIGraphicsImageRendererContext] = []
    }
}

/// Makes images from drawing actions.
///
/// `Documentation/StandInSources.md#images-and-snapshots` (Apple's `UIGraphicsImageRenderer`
/// documentation, iOS 10.0, tvOS 10.0, visionOS 1.0): `class UIGraphicsImageRenderer :
/// UIGraphicsRenderer`, `init(bounds: CGRect, format: UIGraphicsImageRendererFormat)`,
/// `func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage`. Not tied to the main
/// actor: UIKit documents the renderer as usable from any thread. Nor `Sendable`: the SDK declares it,
/// its format and its context between `NS_HEADER_AUDIT_BEGIN(nullability, sendability)` and its end
/// without `NS_SWIFT_SENDABLE`, which Swift imports as an unavailable `Sendable` conformance. A thread
/// may make and use its own renderer; sharing one across threads does not compile, here or in Xcode.
///
/// Simulated behaviour: while the actions run, their context is the thread's current one, so
/// `UIView.drawHierarchy(in:afterScreenUpdates:)` draws into it; the image holds what was drawn.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.push(context)
        actions(context)
        UIGraphicsImageRendererContext.pop()
        return UIImage(size: bounds.size, scale: format.scale, drawing: context.lines)
    }
}

// The SDK's sendability audit: none of the three is `Sendable` (StandInSources.md#images-and-snapshots).
@available(*, unavailable)
extension UIGraphicsImageRendererFormat: Sendable {}

@available(*, unavailable)
extension UIGraphicsImageRendererContext: Sendable {}

@available(*, unavailable)
extension UIGraphicsImageRenderer: Sendable {}
