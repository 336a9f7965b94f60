/// What happens to a playback request when the display showing it is unplugged.
///
/// `Codable` by name (`"resume"`, `"stop"`), as ``AirDiagnostics`` encodes it.
public enum ReconnectPolicy: String, Sendable, Equatable, Codable, CaseIterable {
    /// Keep the request: the content comes back when a display is available again (the default).
    case resume
    /// End the request, as if `Air.stop()` had been called.
    case stop
}
