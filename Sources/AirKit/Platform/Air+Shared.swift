#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// The app's model, made on first use. Apps use it; tests may make their own with ``init()``.
    public static var shared: Air {
        #if AIRKIT_STANDIN
        // Each simulated device runs its own copy of the app, so each has its own shared model.
        guard let device = SimulatedDevice.current else {
            preconditionFailure("Air.shared on the stand-in needs a SimulatedDevice to run on")
        }
        return device.appStatic(Air.self) { Air() }
        #else
        processShared
        #endif
    }

    /// The process's model on iOS. Declared everywhere so that only the line above is Apple-only; a
    /// static is made on first use, so on the stand-in it is never made.
    private static let processShared = Air()
}
#endif
