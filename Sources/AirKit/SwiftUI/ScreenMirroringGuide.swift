#if canImport(UIKit) || AIRKIT_STANDIN
/// A short guide to connecting a TV, for an app to show while no display is available
/// (`air.connection.isAvailable == false`): how to start Screen Mirroring from Control Center, or plug
/// in a cable.
///
/// ```swift
/// if !air.connection.isAvailable { ScreenMirroringGuide() }
/// ```
///
/// The steps are the system's (Apple's iPhone User Guide, "Mirror your iPhone on Apple TV or a smart
/// TV"): an app cannot start mirroring itself. Once mirroring starts the display becomes available
/// and AirKit shows the content instead of the mirror. The text is English; pass your own `steps` to
/// localise it.
public struct ScreenMirroringGuide: View {
    /// The guide's title.
    public static let title = "Show it on your TV"
    /// The default steps, in order.
    public static let defaultSteps = [
        "Open Control Center: swipe down from the top-right corner of the screen.",
        "Tap Screen Mirroring, then choose your Apple TV or AirPlay-compatible TV.",
        "Or connect a display with a USB-C or Lightning adapter.",
    ]

    private let title: String
    private let steps: [String]

    /// - Parameters:
    ///   - title: The heading; ``title`` by default.
    ///   - steps: The steps, in order; ``defaultSteps`` by default.
    public init(title: String = ScreenMirroringGuide.title, steps: [String] = ScreenMirroringGuide.defaultSteps) {
        self.title = title
        self.steps = steps
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                Text("\(index + 1). \(step)")
            }
        }
    }
}
#endif
