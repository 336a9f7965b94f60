import Foundation

/// What AirKit asks an external display for: which of its modes, and what to do about overscan.
/// `Air.shared.displayPolicy`, ``system`` by default.
///
/// ```swift
/// Air.shared.displayPolicy = DisplayPolicy(mode: .highestResolution, overscan: .none)
/// ```
///
/// AirKit applies it when a display connects, whenever the display's mode changes, and when the policy
/// changes. The system may refuse a mode (an AirPlay receiver may keep its own) or pick another:
/// `Air.Display.currentMode` is the mode the display runs in, `Air.Display.requestedMode` the one AirKit
/// asked for. AirKit asks a display for a given mode once; after a refusal it leaves the display as it is
/// until the policy changes or the display reconnects. See <doc:DisplayFactsAndModes>.
public struct DisplayPolicy: Sendable, Equatable {
    /// Which mode to ask for.
    public enum Mode: Sendable, Equatable {
        /// The display's own choice, `UIScreen.preferredMode`: AirKit sets no mode, and puts the preferred
        /// one back if it set another before (the default).
        case system
        /// The mode with the most pixels; among equals, the preferred one.
        case highestResolution
        /// The mode with the most pixels that refreshes at least this many times a second.
        ///
        /// `UIScreenMode` tells no rate: a display reports `maximumFramesPerSecond` for the mode it runs
        /// in. So AirKit tries the modes from the most pixels down, keeps the first that reaches the rate,
        /// and, if none does, settles on the fastest it saw. Each try is a mode change the viewer sees.
        case frameRate(Int)
        /// The mode whose size in pixels is nearest to this one (a video's, a game's render size), by
        /// width and height; among equals, the larger.
        case closest(to: CGSize)
    }

    /// What to do about a display that overscans (crops the edges of the picture), as
    /// `UIScreen.overscanCompensation` offers.
    public enum Overscan: Sendable, Equatable, CaseIterable {
        /// Leave `overscanCompensation` as UIKit sets it (`.scale`), and put it back if AirKit changed it
        /// (the default).
        case system
        /// Scale the whole picture down to fit: `.scale`.
        case scale
        /// Shrink the screen's bounds by the overscan; nothing is scaled: `.insetBounds`.
        case insetBounds
        /// No compensation: the content fills the whole signal and `Air.Display.overscanInsets` says what
        /// to keep clear of: `.none`. A TV-safe layout insets by them.
        case none

        /// The compensation to set, or `nil` for the system's.
        var compensation: DisplayOverscanCompensation? {
            switch self {
            case .system: nil
            case .scale: .scale
            case .insetBounds: .insetBounds
            case .none: DisplayOverscanCompensation.none
            }
        }
    }

    public var mode: Mode
    public var overscan: Overscan

    public init(mode: Mode = .system, overscan: Overscan = .system) {
        self.mode = mode
        self.overscan = overscan
    }

    /// The system's mode and overscan compensation: AirKit changes nothing.
    public static let system = DisplayPolicy()
}

extension DisplayPolicy.Mode {
    /// The mode to run in, among `modes`: `nil` to leave the display as it is (no modes, or none fits).
    /// `rates` are the refresh rates seen in modes the display ran in; `refused` the modes it was asked
    /// for and did not switch to, which the frame-rate search does not try again.
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
        switch self {
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
        case .closest(let size):
            func distance(_ mode: DisplayMode) -> Double {
                abs(mode.width - Double(size.width)) + abs(mode.height - Double(size.height))
            }
            return byPixels.min { distance($0) < distance($1) }
        }
    }
}

/// What AirKit has done to one display under the policy: the modes it asked for, the rates it saw,
/// and whether it changed the mode or the overscan compensation (so that `.system` can put them back).
struct DisplayNegotiation: Equatable, Sendable {
    /// The policy these were made under: a new policy starts over.
    var policy = DisplayPolicy.system
    var asked: Set<DisplayMode> = []
    var rates: [DisplayMode: Int] = [:]
    /// The mode last asked for, which ``DisplayFacts`` reports as the requested one.
    var requested: DisplayMode?
    var changedMode = false
    var changedOverscan = false

    /// What to set on the display now, given its `facts` and the `policy`: a mode (`nil`: leave it) and
    /// an overscan compensation (`nil`: leave it). Records what it asks for; asks for a mode at most once
    /// under one policy.
    mutating func changes(for facts: DisplayFacts, under policy: DisplayPolicy) -> (
        mode: DisplayMode?, overscan: DisplayOverscanCompensation?
    ) {
        if policy != self.policy {
            self = DisplayNegotiation(policy: policy, changedMode: changedMode, changedOverscan: changedOverscan)
        }
        if let current = facts.currentMode { rates[current] = facts.maximumFramesPerSecond }
        let refused = asked.subtracting(rates.keys)
        var mode: DisplayMode?
        if policy.mode != .system || changedMode,
            let target = policy.mode.target(
                among: facts.modes, preferred: facts.preferredMode, rates: rates, refused: refused),
            target != facts.currentMode, !asked.contains(target)
        {
            asked.insert(target)
            requested = target
            changedMode = policy.mode != .system
            mode = target
        }
        var overscan: DisplayOverscanCompensation?
        let wanted = policy.overscan.compensation ?? (changedOverscan ? .scale : nil)
        if let wanted, wanted != facts.overscanCompensation {
            overscan = wanted
            changedOverscan = policy.overscan != .system
        }
        return (mode, overscan)
    }
}

extension DisplayPolicy: CustomStringConvertible {
    /// `mode system, overscan system`, `mode frame rate 60, overscan none`: for diagnostics and logs.
    public var description: String {
        let modeText =
            switch mode {
            case .system: "system"
            case .highestResolution: "highest resolution"
            case .frameRate(let rate): "frame rate \(rate)"
            case .closest(let size): "closest to \(Int(size.width))×\(Int(size.height))"
            }
        return "mode \(modeText), overscan \(overscan)"
    }
}
