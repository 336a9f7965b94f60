/// One mode of an external display, as `UIScreenMode` describes it: its size in pixels and the
/// shape of its pixels. `Air.Display.Mode`.
///
/// `UIScreenMode` says nothing of refresh rates: a display's rate is
/// `Air.Display.maximumFramesPerSecond`, for its current mode.
public struct DisplayMode: Hashable, Sendable, CustomStringConvertible {
    /// In pixels.
    public var width: Double
    public var height: Double
    /// The width of a pixel over its height; `1` for square pixels.
    public var pixelAspectRatio: Double

    public init(width: Double, height: Double, pixelAspectRatio: Double = 1) {
        self.width = width
        self.height = height
        self.pixelAspectRatio = pixelAspectRatio
    }

    /// The number of pixels.
    public var pixelCount: Double { width * height }

    public var description: String {
        let size = "\(Int(width))×\(Int(height))"
        return pixelAspectRatio == 1 ? size : "\(size) (pixel aspect \(pixelAspectRatio))"
    }
}

/// How a screen keeps a display's overscan from cropping the picture: `UIScreen.OverscanCompensation`.
public enum DisplayOverscanCompensation: String, Sendable, Hashable, CaseIterable, Codable {
    /// The picture is scaled down to fit (UIKit's default).
    case scale
    /// The screen's bounds shrink by the overscan; nothing is scaled.
    case insetBounds
    /// Nothing compensates: `overscanInsets` says how much the display crops.
    case none
}

/// Insets in points, as `UIEdgeInsets` holds them.
struct DisplayInsets: Hashable, Sendable, CustomStringConvertible {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = DisplayInsets(top: 0, left: 0, bottom: 0, right: 0)

    var description: String {
        self == .zero ? "none" : "\(top.formattedInset) \(left.formattedInset) \(bottom.formattedInset) \(right.formattedInset)"
    }
}

/// What an external display's screen reports, read by the shell from the display's scene and its
/// `UIScreen` whenever one of them may have changed: when the scene connects, when the screen's mode
/// or capture changes, and after AirKit applied the display policy. AirKit's window's safe area and
/// the audio route are read separately (``DisplayMachine``).
struct ScreenFacts: Hashable, Sendable, CustomStringConvertible {
    /// The screen's size in points and scale now: a new mode or an overscan compensation that insets
    /// the bounds changes them after the display connected.
    var metrics: DisplayMetrics
    /// `UIScreen.nativeBounds.size`, in pixels.
    var nativeWidth: Double = 0
    var nativeHeight: Double = 0
    /// `UIScreen.nativeScale`.
    var nativeScale: Double = 0
    /// `UIScreen.availableModes`, in its order; empty on tvOS and visionOS.
    var modes: [DisplayMode] = []
    var currentMode: DisplayMode?
    var preferredMode: DisplayMode?
    var maximumFramesPerSecond = 0
    var overscanCompensation: DisplayOverscanCompensation = .scale
    /// `UIScreen.overscanCompensationInsets`.
    var overscanInsets: DisplayInsets = .zero
    /// `UIScreen.mirrored` is set: the display shows the device's screen.
    var isMirrored = false
    /// The display's scene reports `sceneCaptureState == .active`.
    var isCaptured = false

    init(metrics: DisplayMetrics) {
        self.metrics = metrics
    }

    /// The overscan the app's layout must keep clear of: the screen's insets while nothing compensates
    /// (`.none`), and nothing under `.scale` or `.insetBounds`, which compensate already, whatever
    /// insets the screen reports then (an open question:
    /// `SimulationAssumption.overscanInsetsShowOnlyWithoutCompensation`).
    var overscanLeftToTheApp: DisplayInsets {
        overscanCompensation == .none ? overscanInsets : .zero
    }

    /// For the log.
    var description: String {
        var parts = ["\(Int(nativeWidth))×\(Int(nativeHeight)) px @\(nativeScale.formattedInset)x"]
        if let currentMode { parts.append("mode \(currentMode) of \(modes.count)") }
        parts.append("\(maximumFramesPerSecond) fps")
        parts.append("overscan \(overscanCompensation.rawValue) \(overscanInsets)")
        if isMirrored { parts.append("mirrored") }
        if isCaptured { parts.append("captured") }
        return parts.joined(separator: ", ")
    }
}

extension Double {
    /// `2` rather than `2.0`, `1.5` as it is.
    fileprivate var formattedInset: String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
