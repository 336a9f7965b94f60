/// What happens to a playback request when the display showing it is unplugged.
///
/// `Codable` by name (`"resume"`, `"stop"`), as ``AirDiagnostics`` encodes it.
public enum ReconnectPolicy: String, Sendable, Equatable, Codable, CaseIterable {
    /// Keep the request: the content comes back when a display is available again (the default).
    case resume
    /// End the request when its display is unplugged and no other display can show it, as if
    /// `Air.stop()` had been called (``PlaybackEnd/Reason/displayUnplugged``). A scene that leaves while
    /// its display stays plugged in (background, lock, an iOS 27 registration change) is not an unplug.
    case stop
}
