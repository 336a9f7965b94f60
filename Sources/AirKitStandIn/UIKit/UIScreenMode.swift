import Foundation

/// One mode a screen can run in: its size in pixels and the shape of a pixel.
///
/// `Documentation/StandInSources.md#display-facts` (`UIScreenMode.h`): `@interface UIScreenMode : NSObject`
/// with two read-only properties, `size` ("The width and height in pixels") and `pixelAspectRatio`
/// ("The ratio is defined as X/Y"). The header carries neither `NS_SWIFT_UI_ACTOR` nor a sendability
/// audit, so the class is nonisolated and not `Sendable`. Apps never make one: the system does, and
/// compares modes by identity, so the stand-in's initializer is internal.
open class UIScreenMode: NSObject {
    open var size: CGSize { modeSize }
    open var pixelAspectRatio: CGFloat { aspectRatio }

    /// The refresh rate the simulated display runs at in this mode, which `UIScreenMode` itself does not
    /// tell: `UIScreen.maximumFramesPerSecond` reports it while the mode is current.
    let framesPerSecond: Int
    private let modeSize: CGSize
    private let aspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat, framesPerSecond: Int) {
        self.modeSize = size
        self.aspectRatio = pixelAspectRatio
        self.framesPerSecond = framesPerSecond
        super.init()
    }
}
