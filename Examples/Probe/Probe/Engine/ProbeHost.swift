/// What the probe needs from whoever runs it: the app on a device, where a person connects displays,
/// or a test on the simulated device, which plays that person's part.
@MainActor
protocol ProbeHost: AnyObject {
    var facts: ProbeFacts { get }
    /// The app's Info.plist, as the system reads it.
    var infoDictionary: [String: Any] { get }
    /// Gives the system time to act on what the probe just did (scenes connect, layout passes run).
    func settle() async
    /// Brings the external displays into `setup`, asking the user if they are not already in it.
    /// Returns `false` when the user skips the step.
    func arrange(_ setup: DisplaySetup) async -> Bool
    /// Asks the person `question`; returns one of its options, or `nil` when they skip it.
    func ask(_ question: ProbeQuestion) async -> String?
    /// Lets `seconds` of display frames pass: real time on a device, the frame clock on the simulated one.
    func letFramesPass(seconds: Double) async
}
