import Testing

@testable import AirKit

/// What a surface's display link is asked for: the app's preferred range held to the display's rate,
/// given when frames start and again when the preference or the display's rate changes while they run.
struct SurfaceFrameRateTests {
    typealias Range = SurfaceMachine.FrameRateRange
    static let surface = SurfaceID(rawValue: 1)
    static let scene = SceneID(rawValue: 2)

    /// A machine whose surface presents on a display at `framesPerSecond`, after preferring `range`.
    static func presenting(preferring range: Range?, at framesPerSecond: Int) -> (SurfaceMachine, [RuntimeMachine.Effect]) {
        var machine = SurfaceMachine()
        let rate = SurfaceMachine.DisplayRate(scale: 2, framesPerSecond: framesPerSecond)
        var effects = machine.preferredFrameRateDidChange(surface, to: range)
        effects += machine.surfaceDidEnterWindow(surface, on: scene, rate: rate)
        effects += machine.surfaceDidLayout(surface, width: 1920, height: 1080, rate: rate)
        return (machine, effects)
    }

    static func linkRanges(_ effects: [RuntimeMachine.Effect]) -> [Range] {
        effects.compactMap { if case .setSurfaceFrameRate(_, let range) = $0 { range } else { nil } }
    }

    @Test("Uncapped, the link is asked for every frame of the display")
    func uncappedAsksForTheDisplaysRate() {
        let (_, effects) = Self.presenting(preferring: nil, at: 60)
        #expect(Self.linkRanges(effects) == [Range(minimum: 60, maximum: 60, preferred: 60)])
        let start = effects.firstIndex(of: .startSurfaceFrames(Self.surface, on: Self.scene))
        let set = effects.firstIndex { if case .setSurfaceFrameRate = $0 { true } else { false } }
        #expect(start != nil && set != nil && start! < set!, "the link exists before it is given its range")
    }

    @Test("A cap below the display's rate is given as asked; one above it is held to the display's rate")
    func capIsHeldToTheDisplaysRate() {
        let thirty = Range(minimum: 30, maximum: 30, preferred: 30)
        #expect(Self.linkRanges(Self.presenting(preferring: thirty, at: 60).1) == [thirty])
        let fast = Range(minimum: 90, maximum: 120, preferred: 120)
        #expect(Self.linkRanges(Self.presenting(preferring: fast, at: 60).1) == [Range(minimum: 60, maximum: 60, preferred: 60)])
        let open = Range(minimum: 0, maximum: 0, preferred: nil)
        #expect(Self.linkRanges(Self.presenting(preferring: open, at: 50).1) == [Range(minimum: 0, maximum: 50, preferred: nil)])
    }

    @Test("Changing the preference while frames run gives the link the new range, once")
    func changeWhileRunning() {
        var (machine, _) = Self.presenting(preferring: nil, at: 60)
        let thirty = Range(minimum: 30, maximum: 30, preferred: 30)
        #expect(machine.preferredFrameRateDidChange(Self.surface, to: thirty) == [.setSurfaceFrameRate(Self.surface, thirty)])
        #expect(machine.preferredFrameRateDidChange(Self.surface, to: thirty).isEmpty, "nothing new to give")
        let fast = Range(minimum: 60, maximum: 240, preferred: 240)
        #expect(
            machine.preferredFrameRateDidChange(Self.surface, to: fast)
                == [.setSurfaceFrameRate(Self.surface, Range(minimum: 60, maximum: 60, preferred: 60))],
            "held to 60 Hz")
        #expect(
            machine.preferredFrameRateDidChange(Self.surface, to: nil).isEmpty, "no cap: the display's rate, which the link has")
        #expect(
            machine.preferredFrameRateDidChange(Self.surface, to: thirty) == [.setSurfaceFrameRate(Self.surface, thirty)])
    }

    @Test("A preference set while the surface is off screen waits for its frames")
    func preferenceOffScreenWaits() {
        var machine = SurfaceMachine()
        #expect(machine.preferredFrameRateDidChange(Self.surface, to: Range(minimum: 30, maximum: 30, preferred: 30)).isEmpty)
        let rate = SurfaceMachine.DisplayRate(scale: 1, framesPerSecond: 60)
        #expect(machine.surfaceDidEnterWindow(Self.surface, on: Self.scene, rate: rate) == [.attachSurfaceLayer(Self.surface)])
    }

    @Test("When the display's rate changes, the link is given the range held to the new rate")
    func displayRateChangeReappliesTheRange() {
        let wide = Range(minimum: 30, maximum: 60, preferred: 60)
        var (machine, effects) = Self.presenting(preferring: wide, at: 30)
        #expect(Self.linkRanges(effects) == [Range(minimum: 30, maximum: 30, preferred: 30)])
        effects = machine.displayDidChange(under: Self.scene, rate: SurfaceMachine.DisplayRate(scale: 2, framesPerSecond: 60))
        #expect(Self.linkRanges(effects) == [wide])
        #expect(!effects.contains(.startSurfaceFrames(Self.surface, on: Self.scene)), "the link runs on")
        effects = machine.displayDidChange(under: Self.scene, rate: SurfaceMachine.DisplayRate(scale: 1, framesPerSecond: 60))
        #expect(Self.linkRanges(effects).isEmpty, "a new scale at the same rate changes nothing of the link's")
    }

    @Test("A released surface forgets its preference")
    func releaseForgetsThePreference() {
        var (machine, _) = Self.presenting(preferring: Range(minimum: 30, maximum: 30, preferred: 30), at: 60)
        machine.surfaceWasReleased(Self.surface)
        #expect(machine.preferredRanges.isEmpty)
        #expect(machine.linkRange(of: Self.surface, at: 60) == Range(minimum: 60, maximum: 60, preferred: 60))
    }
}
