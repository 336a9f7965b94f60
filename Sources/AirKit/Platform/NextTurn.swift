import Dispatch

/// Work for the main actor's next turn, after the view update that asked for it has finished, or after
/// a delay.
///
/// SwiftUI reports "Modifying state during view update" when a representable's
/// `updateUIViewController` writes state views read, and the views it invalidates update in an
/// order nobody chose. AirKit's observed model is such state, so what a view update learns is passed
/// on here. On iOS this is `DispatchQueue.main`; on the stand-in, the simulated device's main queue,
/// which tests drain with `runUntilIdle()`, and its clock, which tests advance with
/// `runDisplayFrames(forSeconds:)`.
enum NextTurn {
    @MainActor
    static func run(_ work: @escaping @MainActor () -> Void) {
        #if AIRKIT_STANDIN
        if let device = SimulatedDevice.current {
            device.enqueue("AirKit", work)
            return
        }
        #endif
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// Runs `work` on the main actor once `seconds` have passed.
    @MainActor
    static func run(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
        #if AIRKIT_STANDIN
        if let device = SimulatedDevice.current {
            device.enqueue(afterSeconds: seconds, "AirKit", work)
            return
        }
        #endif
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { work() } }
    }
}
