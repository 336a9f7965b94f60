import Foundation

/// A timer bound to a display's refresh, calling a method of its target once per frame.
///
/// `Documentation/StandInSources.md#layers-and-display-links` (`CADisplayLink.h`): made by a screen
/// (`UIScreen.displayLink(withTarget:selector:)`) or, from iOS 27, a window scene
/// (`UIWindowScene.displayLink(target:selector:)`); `add(to:forMode:)` ("Unless paused, it will fire
/// every vsync until removed … While added to a run-loop it will implicitly be retained"),
/// `remove(from:forMode:)`, `invalidate()` ("Removes the object from all runloop modes … and releases
/// the 'target' object"), `timestamp`, `duration`, `targetTimestamp`, `isPaused` ("Initial state is
/// false") and, from iOS 15, `preferredFrameRateRange`.
///
/// Simulated: the device's frame clock drives every added, unpaused link at the refresh rate of its
/// display (``SimulatedDevice/runDisplayFrames(forSeconds:)``), or at the rate its
/// ``preferredFrameRateRange`` settles on; a scene's link follows the scene's screen.
///
/// Isolation and sendability as in the SDK: the header carries no `NS_SWIFT_UI_ACTOR`, so the class is
/// nonisolated, and it sits between `NS_HEADER_AUDIT_BEGIN(nullability, sendability)` and its end without
/// `NS_SWIFT_SENDABLE`, so it is not `Sendable` (Swift imports an unavailable conformance). Code that hands
/// a link to another actor or thread fails to compile here as in Xcode. The simulated device has one run
/// loop, the main one, and lives on the main actor: the members that reach it say so below.
open class CADisplayLink: NSObject {
    enum Binding {
        case screen(UIScreen)
        case scene(WeakReference<UIWindowScene>)
    }

    private(set) var target: AnyObject?
    let selector: Selector
    let binding: Binding
    private(set) var isInvalidated = false
    private(set) var isAdded = false

    /// When the frame of the most recent call began, in seconds of the device's frame clock.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The length of a frame at the display's rate.
    open private(set) var duration: CFTimeInterval = 0
    /// When the next frame is displayed: the time to render for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open var isPaused = false

    /// The rates the link is asked to call its target at. Until set, a zeroed range, which asks for
    /// nothing: every vsync.
    ///
    /// Simulated as Apple's documentation of the property describes the usual case, "choosing one that's
    /// a factor of the display's maximum refresh rate": the link fires on every n-th vsync of its
    /// display, n the smallest whole number that brings the display's rate to the `preferred` rate, or
    /// without one to the `maximum`, or below; or the largest that keeps it at that rate or above, as
    /// ``SimulationAssumption/cappedDisplayLinksRoundDown`` says. A range asking for no rate (0) or for
    /// the display's rate or more gets every vsync. The range is read at each vsync: a change takes
    /// effect on the next.
    @available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    open var preferredFrameRateRange: CAFrameRateRange {
        get { frameRateRange }
        set { frameRateRange = newValue }
    }

    private var frameRateRange = CAFrameRateRange()

    /// How many vsyncs of a display running at `framesPerSecond` pass between two calls: enough to bring
    /// the rate to the one asked or below when `roundingDown`, else as many as keep it at that rate or above.
    func vsyncsPerCall(atDisplayRate framesPerSecond: Int, roundingDown: Bool) -> Int {
        let asked = Double(frameRateRange.preferred ?? frameRateRange.maximum)
        guard asked > 0, asked < Double(framesPerSecond) else { return 1 }
        let ratio = Double(framesPerSecond) / asked
        return max(1, Int(roundingDown ? (ratio - 1e-9).rounded(.up) : (ratio + 1e-9).rounded(.down)))
    }

    /// Made by `UIScreen` and `UIWindowScene`, which are main-actor classes.
    @MainActor
    init(target: AnyObject, selector: Selector, binding: Binding) {
        self.target = target
        self.selector = selector
        self.binding = binding
        super.init()
        _ = screen
    }

    /// The screen of a scene's link when last seen, for when the scene is gone.
    private var lastSceneScreen: UIScreen?

    /// The screen whose refresh drives the link now: a scene's link follows its scene, and keeps the
    /// screen it was on once the scene is gone.
    @MainActor
    var screen: UIScreen? {
        switch binding {
        case .screen(let screen): return screen
        case .scene(let scene):
            if let screen = scene.object?.screen { lastSceneScreen = screen }
            return lastSceneScreen
        }
    }

    /// Adds the link to `runloop`. The simulated device runs only the main run loop, on the main actor,
    /// and drives every added link from there: UIKit's contract that a link "will fire every vsync" on
    /// the run loop it is added to holds for the main run loop, the one AirKit and the probe add theirs to,
    /// from the main thread. A call from another thread is outside the simulation and traps.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        // `self` enters the main actor's region only on the main thread, which `assumeIsolated` checks.
        nonisolated(unsafe) let link = self
        MainActor.assumeIsolated { link.addToTheMainRunLoop() }
    }

    /// Removes the link from `runloop`; on the main thread, like ``add(to:forMode:)``.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        // As in `add(to:forMode:)`: on the main thread only, which `assumeIsolated` checks.
        nonisolated(unsafe) let link = self
        MainActor.assumeIsolated { link.removeFromTheMainRunLoop() }
    }

    @MainActor
    private func addToTheMainRunLoop() {
        guard !isInvalidated, !isAdded, let device = screen?.device ?? SimulatedDevice.current else { return }
        isAdded = true
        device.displayLinkWasAdded(self)
    }

    @MainActor
    private func removeFromTheMainRunLoop() {
        guard isAdded else { return }
        isAdded = false
        (screen?.device ?? SimulatedDevice.current)?.displayLinkWasRemoved(self)
    }

    /// Removes the link from every run loop and releases its target; on the main thread, like
    /// ``add(to:forMode:)``.
    open func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        remove(from: .main, forMode: .common)
        target = nil
    }

    /// One vsync, the `vsync`-th of its display's since the frame clock started: on the vsyncs the
    /// preferred range picks (`roundingDown`: see ``vsyncsPerCall(atDisplayRate:roundingDown:)``), sets the
    /// times and calls the target, on the main run loop.
    @MainActor
    func fire(at time: CFTimeInterval, vsync: Int, framesPerSecond: Int, roundingDown: Bool) {
        let picked = vsync % vsyncsPerCall(atDisplayRate: framesPerSecond, roundingDown: roundingDown) == 0
        guard !isInvalidated, !isPaused, let target, picked else { return }
        duration = 1 / CFTimeInterval(framesPerSecond)
        timestamp = time
        targetTimestamp = time + duration
        if let target = target as? any StandInSelectorTarget {
            target.standInPerform(selector, with: self)
        } else {
            SimulatedDevice.current?.recordFault("a display link's target does not respond to \(selector)")
        }
    }
}

@available(*, unavailable)
extension CADisplayLink: Sendable {}
