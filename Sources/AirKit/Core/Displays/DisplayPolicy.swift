import Foundation

/// What AirKit asks an external display for: which of its modes, and what to do about overscan.
/// `Air.shared.displayPolicy`, ``system`` by default.
///
/// ```swift
/// Air.shared.displayPolicy = DisplayPolicy(mode: .highestResolution, overscan: .none)
/// ```
///
/// AirKit applies it when a display connects, whenever the display's mode changes, and when the policy
/// changes. The system may refuse a mode (an AirPlay receiver may keep its own) or take a while to
/// switch: `Air.Display.modeRequest` says what AirKit asked for and whether the display is still
/// switching (``DisplayModeRequest/Status-swift.struct/pending``), switched
/// (``DisplayModeRequest/Status-swift.struct/obtained``) or did not switch within
/// ``modeSwitchTimeout`` (``DisplayModeRequest/Status-swift.struct/refused``). AirKit asks a display for a
/// given mode once under a policy; after a refusal it tries the next mode the policy allows, or leaves
/// the display as it is, until the policy changes or the display reconnects. See
/// <doc:DisplayFactsAndModes>.
public struct DisplayPolicy: Sendable, Equatable, CustomStringConvertible {
    public var mode: Mode
    public var overscan: Overscan

    public init(mode: Mode = .system, overscan: Overscan = .system) {
        self.mode = mode
        self.overscan = overscan
    }

    /// The system's mode and overscan compensation: AirKit changes nothing.
    public static let system = DisplayPolicy()

    /// How long AirKit waits for a display to switch to a mode it asked for before it counts the
    /// request as refused: a television on a cable can take a few seconds to settle on a new mode, and
    /// an AirPlay receiver may never switch.
    public static let modeSwitchTimeout: Double = 3

    /// `mode system, overscan system`, `mode frame rate 60, overscan none`: AirKit logs it when the
    /// policy changes, and ``AirDiagnostics`` reports it.
    public var description: String {
        "mode \(mode), overscan \(overscan)"
    }
}

extension DisplayPolicy {
    /// What to do about a display that overscans (crops the edges of the picture), as
    /// `UIScreen.overscanCompensation` offers. A struct so that choices can be added: compare with `==`.
    public struct Overscan: Sendable, Hashable, CustomStringConvertible {
        /// Leave `overscanCompensation` as UIKit sets it (`.scale`), and put it back if AirKit changed it
        /// (the default).
        public static let system = Overscan(compensation: nil)
        /// Scale the whole picture down to fit: `.scale`.
        public static let scale = Overscan(compensation: .scale)
        /// Shrink the screen's bounds by the overscan; nothing is scaled: `.insetBounds`.
        public static let insetBounds = Overscan(compensation: .insetBounds)
        /// No compensation: the content fills the whole signal and `Air.Display.overscanInsets` says what
        /// to keep clear of: `.none`. A TV-safe layout insets by them.
        public static let none = Overscan(compensation: DisplayOverscanCompensation.none)

        /// The compensation to set, or `nil` for the system's.
        let compensation: DisplayOverscanCompensation?

        /// Every choice, in declaration order.
        public static let allCases: [Overscan] = [.system, .scale, .insetBounds, .none]

        /// `system`, `scale`, `insetBounds` or `none`.
        public var description: String { compensation?.rawValue ?? "system" }
    }
}
