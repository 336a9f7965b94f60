import Foundation

extension DisplayPolicy {
    /// Which mode to ask a display for. A struct so that modes can be added without breaking apps:
    /// compare with `==`.
    ///
    /// Each mode is one case of an internal rule and one branch of the choice of its target mode, both in
    /// the file that declares `Mode`: a new mode touches nothing else of AirKit's decisions.
    public struct Mode: Sendable, Hashable, CustomStringConvertible {
        /// The system's choice: AirKit sets no mode, leaving the one the display connected in, and puts
        /// `UIScreen.preferredMode` back if it set another before (the default).
        public static let system = Mode(rule: .system)
        /// The mode with the most pixels; among equals, the preferred one.
        public static let highestResolution = Mode(rule: .highestResolution)

        /// The mode with the most pixels that refreshes at least this many times a second.
        ///
        /// `UIScreenMode` tells no rate: a display reports `maximumFramesPerSecond` for the mode it runs
        /// in. So AirKit tries the modes from the most pixels down, waiting for each switch, keeps the
        /// first that reaches the rate, and, if none does, settles on the fastest it saw. Each try is a
        /// mode change the viewer sees.
        public static func frameRate(_ framesPerSecond: Int) -> Mode {
            Mode(rule: .frameRate(framesPerSecond))
        }

        /// The mode whose size in pixels is nearest to `size` (a video's, a game's render size), by width
        /// and height; among equals, the larger.
        public static func closest(to size: CGSize) -> Mode {
            Mode(rule: .closest(width: Double(size.width), height: Double(size.height)))
        }

        /// The mode with the most pixels that fits within `size`, width and height (a 1080p cap on a 4K
        /// television, to spare the GPU); the mode with the fewest pixels when none fits.
        public static func resolution(atMost size: CGSize) -> Mode {
            Mode(rule: .atMost(width: Double(size.width), height: Double(size.height)))
        }

        enum Rule: Hashable, Sendable {
            case system
            case highestResolution
            case frameRate(Int)
            case closest(width: Double, height: Double)
            case atMost(width: Double, height: Double)
        }

        let rule: Rule

        /// `system`, `highest resolution`, `frame rate 60`, `closest to 1920×1080`.
        public var description: String {
            switch rule {
            case .system: "system"
            case .highestResolution: "highest resolution"
            case .frameRate(let rate): "frame rate \(rate)"
            case .closest(let width, let height): "closest to \(Int(width))×\(Int(height))"
            case .atMost(let width, let height): "at most \(Int(width))×\(Int(height))"
            }
        }

        /// The mode to run in, among `modes`: `nil` to leave the display as it is (no modes, or none
        /// fits). `rates` are the refresh rates seen in modes the display ran in; `refused` the modes it
        /// was asked for and did not switch to, which are not asked for again.
        func target(
            among modes: [DisplayMode], preferred: DisplayMode?, rates: [DisplayMode: Int], refused: Set<DisplayMode>
        ) -> DisplayMode? {
            guard !modes.isEmpty else { return nil }
            let byPixels = modes.enumerated().sorted { first, second in
                if first.element.pixelCount != second.element.pixelCount {
                    return first.element.pixelCount > second.element.pixelCount
                }
                if (first.element == preferred) != (second.element == preferred) { return first.element == preferred }
                return first.offset < second.offset
            }.map(\.element)
            switch rule {
            case .system:
                return preferred
            case .highestResolution:
                return byPixels.first
            case .frameRate(let wanted):
                for mode in byPixels {
                    if let rate = rates[mode] {
                        if rate >= wanted { return mode }
                    } else if !refused.contains(mode) {
                        return mode
                    }
                }
                return byPixels.filter { rates[$0] != nil }.max { (rates[$0] ?? 0) < (rates[$1] ?? 0) }
            case .closest(let width, let height):
                func distance(_ mode: DisplayMode) -> Double {
                    abs(mode.width - width) + abs(mode.height - height)
                }
                return byPixels.min { distance($0) < distance($1) }
            case .atMost(let width, let height):
                return byPixels.first { $0.width <= width && $0.height <= height } ?? byPixels.last
            }
        }
    }
}
