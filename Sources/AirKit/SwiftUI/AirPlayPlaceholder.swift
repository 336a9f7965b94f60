#if canImport(UIKit) || AIRKIT_STANDIN
/// The default placeholder of ``AirPlayed``: says the content is on the external display and offers a
/// button that brings it back.
public struct AirPlayPlaceholder: View {
    /// The placeholder's text.
    public static let message = "Showing on TV"
    /// The title of the button that brings the content back.
    public static let returnTitle = "Show Here"

    private let bringBack: @MainActor () -> Void

    /// - Parameter bringBack: Called by the button: stop the presentation (``AirPlayed`` sets its
    ///   binding to `false`).
    public init(bringBack: @escaping @MainActor () -> Void) {
        self.bringBack = bringBack
    }

    public var body: some View {
        VStack {
            Text(Self.message)
            Button(Self.returnTitle, action: bringBack)
        }
    }
}
#endif
