#if canImport(UIKit) || AIRKIT_STANDIN
/// The static façade: `Air.play { … }` and `Air.stop()`, as the seed API has them, and the other
/// operations of ``Air/shared``, each forwarding to the instance method of the same name. The
/// operations are documented once, on the instance methods.
extension Air {
    /// ``shared``'s ``play(_:on:)``.
    public static func play(_ content: AirContent, on display: Display? = nil) {
        shared.play(content, on: display)
    }

    /// ``shared``'s ``play(on:content:)``: `Air.play { Text("External display content") }`.
    public static func play<Content: View>(on display: Display? = nil, @ViewBuilder content: @escaping () -> Content) {
        shared.play(on: display, content: content)
    }

    /// ``shared``'s ``playWheneverAvailable(_:on:)-method``.
    public static func playWheneverAvailable(_ content: AirContent, on display: Display? = nil) {
        shared.playWheneverAvailable(content, on: display)
    }

    /// ``shared``'s ``stop()-method``.
    public static func stop() {
        shared.stop()
    }

    /// ``shared``'s ``play(_:pinnedTo:)-method``.
    public static func play(_ content: AirContent, pinnedTo display: Display) {
        shared.play(content, pinnedTo: display)
    }

    /// ``shared``'s ``play(pinnedTo:content:)-method``.
    public static func play<Content: View>(pinnedTo display: Display, @ViewBuilder content: @escaping () -> Content) {
        shared.play(pinnedTo: display, content: content)
    }

    /// ``shared``'s ``stop(on:)-method``.
    public static func stop(on display: Display) {
        shared.stop(on: display)
    }

    /// ``shared``'s ``addSource(_:)-method``.
    public static func addSource(_ viewController: UIViewController) {
        shared.addSource(viewController)
    }

    /// ``shared``'s ``removeSource(_:)-method``.
    public static func removeSource(_ viewController: UIViewController) {
        shared.removeSource(viewController)
    }

    /// ``shared``'s ``diagnostics()-method``.
    public static func diagnostics() -> AirDiagnostics {
        shared.diagnostics()
    }

    /// ``shared``'s ``snapshot()-method``.
    public static func snapshot() -> UIImage? {
        shared.snapshot()
    }
}
#endif
