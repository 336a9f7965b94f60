import Foundation
import Testing

@testable import AirKit

/// The display policy's choice of mode and overscan compensation, decided in the core from the facts
/// a display reports: which mode each policy picks, the frame-rate search, refusals, and putting back
/// what AirKit changed when the policy returns to the system's.
struct DisplayPolicyTests {
    static let uhd = DisplayMode(width: 3840, height: 2160)
    static let qhd = DisplayMode(width: 2560, height: 1440)
    static let fullHD = DisplayMode(width: 1920, height: 1080)
    static let hd = DisplayMode(width: 1280, height: 720)
    static let modes = [fullHD, uhd, hd, qhd]

    /// A display offering ``modes``, preferring 1080p and running in `current` at `rate`.
    static func facts(current: DisplayMode = fullHD, rate: Int = 60) -> DisplayFacts {
        var facts = DisplayFacts()
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

    @Test("The frame-rate search tries modes from the most pixels down and keeps the first fast enough")
    func frameRateSearch() {
        var negotiation = DisplayNegotiation()
        let policy = DisplayPolicy(mode: .frameRate(60))
        // Runs 1080p at 60: 4K is untried, so it is asked for first.
        #expect(negotiation.changes(for: Self.facts(), under: policy).mode == Self.uhd)
        // 4K runs at 30: too slow, so 1440p next.
        #expect(negotiation.changes(for: Self.facts(current: Self.uhd, rate: 30), under: policy).mode == Self.qhd)
        // 1440p reaches 60: it stays.
        #expect(negotiation.changes(for: Self.facts(current: Self.qhd, rate: 60), under: policy).mode == nil)
        #expect(negotiation.requested == Self.qhd)
    }

    @Test("When no mode is fast enough the search settles on the fastest it saw")
    func frameRateSearchSettles() {
        var negotiation = DisplayNegotiation()
        let policy = DisplayPolicy(mode: .frameRate(120))
        var facts = Self.facts(current: Self.fullHD, rate: 60)
        let rates = [Self.uhd: 30, Self.qhd: 50, Self.fullHD: 60, Self.hd: 60]
        var asked: [DisplayMode] = []
        for _ in 0..<10 {
            guard let next = negotiation.changes(for: facts, under: policy).mode else { break }
            asked.append(next)
            facts = Self.facts(current: next, rate: rates[next] ?? 0)
        }
        #expect(asked == [Self.uhd, Self.qhd, Self.hd, Self.fullHD], "each mode once, then back to the fastest")
        #expect(facts.currentMode == Self.fullHD)
    }

    @Test("A refused mode is not asked for again, and the search moves on")
    func refusals() {
        var negotiation = DisplayNegotiation()
        let highest = DisplayPolicy(mode: .highestResolution)
        #expect(negotiation.changes(for: Self.facts(), under: highest).mode == Self.uhd)
        // The display stays in 1080p: asked once, never again under this policy.
        #expect(negotiation.changes(for: Self.facts(), under: highest).mode == nil)
        #expect(negotiation.requested == Self.uhd)

        var search = DisplayNegotiation()
        let fast = DisplayPolicy(mode: .frameRate(60))
        #expect(search.changes(for: Self.facts(current: Self.hd), under: fast).mode == Self.uhd)
        // 4K refused: the search tries 1440p rather than asking for 4K again.
        #expect(search.changes(for: Self.facts(current: Self.hd), under: fast).mode == Self.qhd)
    }

    @Test("A new policy starts over, and the system's puts back what AirKit changed")
    func systemPolicyRestores() {
        var negotiation = DisplayNegotiation()
        let highest = DisplayPolicy(mode: .highestResolution, overscan: .none)
        let first = negotiation.changes(for: Self.facts(), under: highest)
        #expect(first.mode == Self.uhd)
        #expect(first.overscan == DisplayOverscanCompensation.none)
        var changed = Self.facts(current: Self.uhd)
        changed.overscanCompensation = .none
        let back = negotiation.changes(for: changed, under: .system)
        #expect(back.mode == Self.fullHD, "the preferred mode again")
        #expect(back.overscan == .scale, "UIKit's default again")
        #expect(negotiation.changes(for: Self.facts(), under: .system) == (mode: nil, overscan: nil))
    }

    @Test("Under the system's policy a display AirKit never changed is left alone")
    func systemPolicyChangesNothing() {
        var negotiation = DisplayNegotiation()
        var facts = Self.facts(current: Self.hd)
        facts.overscanCompensation = .insetBounds
        let changes = negotiation.changes(for: facts, under: .system)
        #expect(changes.mode == nil && changes.overscan == nil)
    }
}
