#if canImport(UIKit) || AIRKIT_STANDIN
extension EnvironmentValues {
    private struct AirKey: EnvironmentKey {
        static let defaultValue: Air? = nil
    }

    private struct ExternalDisplayKey: EnvironmentKey {
        static let defaultValue: Air.Display? = nil
    }

    private struct TVSafeAreaKey: EnvironmentKey {
        static let defaultValue: Air.TVSafeArea? = nil
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

    /// Inside content shown with `Air.play`, the display's TV-safe area: the insets from its edges and
    /// the size they leave, in points, with the margin of the nearest `.airPlaySafeArea(margin:)` around
    /// the reader. Outside any, the margin is the user's for the display's kind once they adjusted it,
    /// else none: the area `.airPlaySafeArea()` would lay content out in. Inside ``AirPlayPreview``, the
    /// preview's display's. `nil` everywhere else, as on the phone.
    ///
    /// A view that reads it is evaluated again whenever it changes: the display's mode or safe area, its
    /// overscan compensation, the user's margin. See ``Air/TVSafeArea``.
    public var tvSafeArea: Air.TVSafeArea? {
        get { self[TVSafeAreaKey.self] }
        set { self[TVSafeAreaKey.self] = newValue }
    }
}
#endif
