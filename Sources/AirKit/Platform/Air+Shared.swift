#if AIRKIT_STANDIN
import AirKitStandIn
#endif

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

    #if !AIRKIT_STANDIN
    private static let processShared = Air()
    #endif
}
