#if canImport(UIKit) || AIRKIT_STANDIN
extension EnvironmentValues {
    private struct AirKey: EnvironmentKey {
        static let defaultValue: Air? = nil
    }

    private struct ExternalDisplayKey: EnvironmentKey {
        static let defaultValue: Air.Display? = nil
    }

    /// The model `.airPlaySource()` registers with; `nil` means ``Air/shared``.
    public var air: Air? {
        get { self[AirKey.self] }
        set { self[AirKey.self] = newValue }
    }

    /// Inside content shown with `Air.play`, the display it is on: its size in points and its scale.
    /// `nil` everywhere else.
    public var externalDisplay: Air.Display? {
        get { self[ExternalDisplayKey.self] }
        set { self[ExternalDisplayKey.self] = newValue }
    }
}
#endif
