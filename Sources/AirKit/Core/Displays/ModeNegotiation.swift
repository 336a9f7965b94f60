/// What the display policy has done to one display: the mode it asked for and what became of it, the
/// rates seen in each mode, the modes refused, and whether AirKit changed the mode or the overscan
/// compensation (so that ``DisplayPolicy/system`` can put them back).
///
/// The rules it keeps:
/// - At most one mode request is open at a time. A request is pending until the display runs the mode
///   (obtained) or ``DisplayPolicy/modeSwitchTimeout`` passes (refused); while one is pending nothing else
///   is asked, so a switch that takes a while is never mistaken for a refusal.
/// - A mode is asked for at most once under one policy: a refused mode is not asked for again until the
///   policy changes or the display reconnects.
/// - The rates seen are facts about the display and outlive a change of policy.
struct ModeNegotiation: Equatable, Sendable {
    /// The policy these were made under: a new policy starts its requests over.
    private(set) var policy = DisplayPolicy.system
    /// The refresh rate seen in each mode the display ran in.
    private(set) var rates: [DisplayMode: Int] = [:]
    /// Modes asked for under ``policy`` that the display did not switch to in time.
    private(set) var refused: Set<DisplayMode> = []
    /// Modes asked for under ``policy``.
    private(set) var asked: Set<DisplayMode> = []
    /// The last request and what became of it; `nil` while AirKit asked for nothing under this policy.
    private(set) var request: DisplayModeRequest?
    /// Counts the requests made, so that a timeout is matched to the request it was set for.
    private(set) var requestNumber = 0
    /// AirKit set a mode of its own: the system's policy puts the preferred one back.
    private(set) var hasChangedMode = false
    /// AirKit set a compensation of its own: the system's policy puts UIKit's back.
    private(set) var hasChangedOverscan = false

    /// What to set on the display.
    struct Changes: Equatable, Sendable {
        var mode: DisplayMode?
        var overscan: DisplayOverscanCompensation?

        var isEmpty: Bool { mode == nil && overscan == nil }
    }

    /// The display reports `facts` (it connected, switched, or AirKit applied the policy) under
    /// `policy`: records the rate of the mode it runs in, settles a pending request the display has
    /// switched to, and returns what to set next.
    mutating func facts(_ facts: ScreenFacts, under policy: DisplayPolicy) -> Changes {
        if policy != self.policy {
            self.policy = policy
            refused = []
            asked = []
            request = nil
        }
        if let current = facts.currentMode { rates[current] = facts.maximumFramesPerSecond }
        if let request, request.status == .pending {
            guard request.mode == facts.currentMode else { return Changes(overscan: overscanChange(facts)) }
            self.request = DisplayModeRequest(mode: request.mode, status: .obtained)
        }
        return Changes(mode: modeChange(facts), overscan: overscanChange(facts))
    }

    /// ``DisplayPolicy/modeSwitchTimeout`` passed since AirKit made request number `number`: if it is
    /// still pending and the display has not switched, it is refused and the next mode the policy allows
    /// is returned. A timeout of an earlier request does nothing.
    mutating func switchTimedOut(request number: Int, facts: ScreenFacts) -> Changes {
        guard number == requestNumber, let request, request.status == .pending else { return Changes() }
        let mode = request.mode
        if facts.currentMode == mode {
            self.request = DisplayModeRequest(mode: mode, status: .obtained)
        } else {
            self.request = DisplayModeRequest(mode: mode, status: .refused)
            refused.insert(mode)
        }
        return Changes(mode: modeChange(facts))
    }

    /// The mode to ask for now, recorded as pending; `nil` to leave the display as it is.
    private mutating func modeChange(_ facts: ScreenFacts) -> DisplayMode? {
        guard policy.mode != .system || hasChangedMode,
            let target = policy.mode.target(
                among: facts.modes, preferred: facts.preferredMode, rates: rates, refused: refused),
            target != facts.currentMode, !asked.contains(target)
        else { return nil }
        asked.insert(target)
        requestNumber += 1
        request = DisplayModeRequest(mode: target, status: .pending)
        hasChangedMode = policy.mode != .system
        return target
    }

    private mutating func overscanChange(_ facts: ScreenFacts) -> DisplayOverscanCompensation? {
        let wanted = policy.overscan.compensation ?? (hasChangedOverscan ? .scale : nil)
        guard let wanted, wanted != facts.overscanCompensation else { return nil }
        hasChangedOverscan = policy.overscan != .system
        return wanted
    }
}
