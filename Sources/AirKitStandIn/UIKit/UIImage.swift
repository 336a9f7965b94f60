import Foundation

/// An image: what `Air.snapshot()` returns.
///
/// `Documentation/StandInSources.md#images-and-snapshots` (Apple's `UIImage` documentation):
/// `class UIImage : NSObject, @unchecked Sendable`, `var size: CGSize { get }` in points,
/// `var scale: CGFloat { get }`, `func pngData() -> Data?`.
///
/// Simulated behaviour: the stand-in has no pixels. An image made by ``UIGraphicsImageRenderer`` holds
/// a deterministic drawing of the views drawn into it, one line per view or SwiftUI node, with its
/// frame, text and insets (`UIView.drawHierarchy(in:afterScreenUpdates:)`), and ``pngData()`` returns
/// that drawing's UTF-8 bytes after a header with the size and scale, not a PNG. Two images of the
/// same content compare equal; different content, frames or insets do not.
open class UIImage: @unchecked Sendable {
    /// In points (StandInSources.md#images-and-snapshots).
    open private(set) var size: CGSize
    /// Pixels per point (StandInSources.md#images-and-snapshots).
    open private(set) var scale: CGFloat
    /// The stand-in's drawing, one line per element drawn, in drawing order.
    public let drawing: [String]

    init(size: CGSize, scale: CGFloat, drawing: [String]) {
        self.size = size
        self.scale = scale
        self.drawing = drawing
    }

    /// The image's encoded bytes (StandInSources.md#images-and-snapshots); on the stand-in, the
    /// drawing's text, which is what tests compare.
    open func pngData() -> Data? {
        let header = "stand-in image \(size.width)x\(size.height) @\(scale)x"
        return Data(([header] + drawing).joined(separator: "\n").utf8)
    }
}
