/// What happens to a playback request when the display showing it disconnects.
public enum ReconnectPolicy: Sendable, Equatable {
    /// Keep the request: the content comes back when a display is available again (the default).
    case resume
    /// End the request, as if `Air.stop()` had been called.
    case stop
}
