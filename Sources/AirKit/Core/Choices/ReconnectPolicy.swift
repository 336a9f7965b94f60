/// What happens to a playback request when the display showing it is unplugged.
///
/// A struct so that it can grow: compare with `==` (`policy == .stop`). `Codable` by name (`"resume"`,
/// `"stop"`, `"stopWithItsDisplay"`), as ``AirDiagnostics`` encodes it.
public struct ReconnectPolicy: NamedChoice {
    /// Keep the request: the content comes back when a display is available again (the default).
    public static let resume = ReconnectPolicy(name: .resume)
    /// End the request when its display is unplugged and no other display can show it, as if
    /// `Air.stop()` had been called (``PlaybackEnd/Reason/displayUnplugged``). A scene that leaves while
    /// its display stays plugged in (background, lock, an iOS 27 registration change) is not an unplug.
    public static let stop = ReconnectPolicy(name: .stop)
    /// End the request when the display it was shown on, or chose, is unplugged, even when another
    /// display could show it: for content meant for one screen (slides on the projector of a room), which
    /// should not jump to whatever else is plugged in. A scene that leaves while its display stays plugged
    /// in is not an unplug.
    public static let stopWithItsDisplay = ReconnectPolicy(name: .stopWithItsDisplay)

    enum Name: String, CaseIterable, Sendable {
        case resume, stop, stopWithItsDisplay
    }

    let name: Name

    init(name: Name) {
        self.name = name
    }

    /// Every policy, in declaration order.
    public static var allCases: [ReconnectPolicy] { allNamed }

    /// The policy's name: `resume`, `stop`, `stopWithItsDisplay`.
    public var description: String { name.rawValue }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeName(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeName(to: encoder)
    }
}
