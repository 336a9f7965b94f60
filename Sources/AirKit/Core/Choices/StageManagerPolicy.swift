/// What happens to a playback request while Stage Manager extends the app onto the only external
/// display, which then offers no scene for AirKit's content.
///
/// `Codable` by name (`"leaveExtendedDisplaysAlone"`, `"stopPlayback"`), as ``AirDiagnostics`` encodes it.
public enum StageManagerPolicy: String, Sendable, Equatable, Codable, CaseIterable {
    /// Leave the extended display to the app's own windows and keep the request waiting: the content
    /// appears as soon as a display that is not extended connects (the default).
    case leaveExtendedDisplaysAlone
    /// Leave the extended display to the app's own windows and end a request that can only wait for
    /// it, as if `Air.stop()` had been called, so that a declarative presentation's binding goes back
    /// to `false` and the app's interface does not show a presentation that cannot happen.
    case stopPlayback
}
