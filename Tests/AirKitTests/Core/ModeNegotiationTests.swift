import Foundation
import Testing

@testable import AirKit

/// The display policy's choice of mode and overscan compensation, decided in the core from the facts
/// a display reports: which mode each policy picks, the frame-rate search, pending requests and refusals,
/// and putting back what AirKit changed when the policy returns to the system's.
struct ModeNegotiationTests {
    static let uhd = DisplayMode(width: 3840, height: 2160)
    static let qhd = DisplayMode(width: 2560, height: 1440)
    static let fullHD = DisplayMode(width: 1920, height: 1080)
    static let hd = DisplayMode(width: 1280, height: 720)
    static let modes = [fullHD, uhd, hd, qhd]

    /// A display offering `modes`, preferring 1080p and running in `current` at `rate`.
    static func facts(current: DisplayMode = fullHD, rate: Int = 60, modes: [DisplayMode] = modes) -> ScreenFacts {
        var facts = Core.facts()
        facts.modes = modes
        facts.preferredMode = fullHD
        facts.currentMode = current
        facts.maximumFramesPerSecond = rate
        return facts
    }

    @Test(
        "Each policy names its mode",
        arguments: [
            (DisplayPolicy.Mode.system, fullHD),
            (.highestResolution, uhd),
            (.closest(to: CGSize(width: 1280, height: 720)), hd),
            (.closest(to: CGSize(width: 2000, height: 1100)), fullHD),
            (.closest(to: CGSize(width: 8000, height: 5000)), uhd),
            (.resolution(atMost: CGSize(width: 1920, height: 1080)), fullHD),
            (.resolution(atMost: CGSize(width: 3000, height: 2000)), qhd),
            (.resolution(atMost: CGSize(width: 640, height: 480)), hd),
        ])
    func targets(mode: DisplayPolicy.Mode, expected: DisplayMode) {
        #expect(mode.target(among: Self.modes, preferred: Self.fullHD, rates: [:], refused: []) == expected)
    }

    @Test("With no modes there is nothing to ask for")
    func noModes() {
        for mode in [DisplayPolicy.Mode.system, .highestResolution, .frameRate(60), .closest(to: .zero)] {
            #expect(mode.target(among: [], preferred: nil, rates: [:], refused: []) == nil)
        }
    }

    @Test("Among modes of equal size the highest resolution is the preferred one")
    func equalSizesPreferThePreferred() {
        let square = DisplayMode(width: 1920, height: 1080)
        let wide = DisplayMode(width: 1920, height: 1080, pixelAspectRatio: 1.333)
        #expect(
            DisplayPolicy.Mode.highestResolution.target(among: [wide, square], preferred: square, rates: [:], refused: [])
                == square)
    }

    @Test("The frame-rate search waits for each switch, tries modes from the most pixels down, and keeps the first fast enough")
    func frameRateSearch() {
        var negotiation = ModeNegotiation()
        let policy = DisplayPolicy(mode: .frameRate(60))
        // Runs 1080p at 60: 4K is untried, so it is asked for first.
        #expect(negotiation.facts(Self.facts(), under: policy).mode == Self.uhd)
        #expect(negotiation.request == DisplayModeRequest(mode: Self.uhd, status: .pending))
        // The display has not switched yet: pending is not refused, and nothing else is asked for.
        #expect(negotiation.facts(Self.facts(), under: policy).mode == nil)
        // 4K runs at 30: too slow, so 1440p next.
        #expect(negotiation.facts(Self.facts(current: Self.uhd, rate: 30), under: policy).mode == Self.qhd)
        // 1440p reaches 60: it stays.
        #expect(negotiation.facts(Self.facts(current: Self.qhd, rate: 60), under: policy).mode == nil)
        #expect(negotiation.request == DisplayModeRequest(mode: Self.qhd, status: .obtained))
    }

    @Test("A 4K30/1080p60 TV: frameRate(60) lands on 1080p, frameRate(24) on 4K, whichever mode it starts in")
    func televisionFrameRates() {
        let modes = [Self.uhd, Self.fullHD, Self.hd]
        let rates = [Self.uhd: 30, Self.fullHD: 60, Self.hd: 60]
        for start in [Self.uhd, Self.fullHD] {
            for (wanted, expected) in [(60, Self.fullHD), (24, Self.uhd)] {
                var negotiation = ModeNegotiation()
                let policy = DisplayPolicy(mode: .frameRate(wanted))
                var facts = Self.facts(current: start, rate: rates[start] ?? 0, modes: modes)
                for _ in 0..<10 {
                    guard let next = negotiation.facts(facts, under: policy).mode else { break }
                    // The display has not switched yet when it is read again.
                    #expect(negotiation.facts(facts, under: policy).mode == nil, "pending is not refused")
                    facts = Self.facts(current: next, rate: rates[next] ?? 0, modes: modes)
                }
                #expect(facts.currentMode == expected, "frameRate(\(wanted)) from \(start)")
            }
        }
    }

    @Test("When no mode is fast enough the search settles on the fastest it saw")
    func frameRateSearchSettles() {
        var negotiation = ModeNegotiation()
        let policy = DisplayPolicy(mode: .frameRate(120))
        var facts = Self.facts(current: Self.fullHD, rate: 60)
        let rates = [Self.uhd: 30, Self.qhd: 50, Self.fullHD: 60, Self.hd: 60]
        var asked: [DisplayMode] = []
        for _ in 0..<10 {
            guard let next = negotiation.facts(facts, under: policy).mode else { break }
            asked.append(next)
            facts = Self.facts(current: next, rate: rates[next] ?? 0)
        }
        #expect(asked == [Self.uhd, Self.qhd, Self.hd, Self.fullHD], "each mode once, then back to the fastest")
        #expect(facts.currentMode == Self.fullHD)
    }

    @Test("A mode the display does not switch to in time is refused, not asked for again, and the search moves on")
    func refusals() {
        var negotiation = ModeNegotiation()
        let highest = DisplayPolicy(mode: .highestResolution)
        #expect(negotiation.facts(Self.facts(), under: highest).mode == Self.uhd)
        #expect(negotiation.switchTimedOut(request: negotiation.requestNumber, facts: Self.facts()).mode == nil)
        #expect(negotiation.request == DisplayModeRequest(mode: Self.uhd, status: .refused))
        #expect(negotiation.facts(Self.facts(), under: highest).mode == nil, "asked once, never again under this policy")

        var search = ModeNegotiation()
        let fast = DisplayPolicy(mode: .frameRate(60))
        #expect(search.facts(Self.facts(current: Self.hd), under: fast).mode == Self.uhd)
        // 4K refused: the search tries 1440p rather than asking for 4K again.
        #expect(search.switchTimedOut(request: search.requestNumber, facts: Self.facts(current: Self.hd)).mode == Self.qhd)
    }

    @Test("A timeout of an earlier request, or of one the display did switch to, refuses nothing")
    func staleTimeouts() {
        var negotiation = ModeNegotiation()
        let highest = DisplayPolicy(mode: .highestResolution)
        _ = negotiation.facts(Self.facts(), under: highest)
        let first = negotiation.requestNumber
        _ = negotiation.facts(Self.facts(current: Self.uhd), under: highest)
        #expect(negotiation.switchTimedOut(request: first, facts: Self.facts(current: Self.uhd)).mode == nil)
        #expect(negotiation.request?.status == .obtained)
        #expect(negotiation.switchTimedOut(request: first - 1, facts: Self.facts()).isEmpty)
        #expect(negotiation.request?.status == .obtained)
    }

    @Test("A new policy starts over, and the system's puts back what AirKit changed")
    func systemPolicyRestores() {
        var negotiation = ModeNegotiation()
        let highest = DisplayPolicy(mode: .highestResolution, overscan: .none)
        let first = negotiation.facts(Self.facts(), under: highest)
        #expect(first.mode == Self.uhd)
        #expect(first.overscan == DisplayOverscanCompensation.none)
        var changed = Self.facts(current: Self.uhd)
        changed.overscanCompensation = .none
        let back = negotiation.facts(changed, under: .system)
        #expect(back.mode == Self.fullHD, "the preferred mode again")
        #expect(back.overscan == .scale, "UIKit's default again")
        #expect(negotiation.facts(Self.facts(), under: .system).isEmpty)
    }

    @Test("Under the system's policy a display AirKit never changed is left alone")
    func systemPolicyChangesNothing() {
        var negotiation = ModeNegotiation()
        var facts = Self.facts(current: Self.hd)
        facts.overscanCompensation = .insetBounds
        #expect(negotiation.facts(facts, under: .system).isEmpty)
    }
}
