/// What happens to a playback request when the display showing it is unplugged.
///
/// A struct so that it can grow: compare with `==` (`policy == .stop`). `Codable` by name (`"resume"`,
/// `"stop"`), as ``AirDiagnostics`` encodes it.
public struct ReconnectPolicy: NamedChoice {
    /// Keep the request: the content comes back when a display is available again (the default).
    public static let resume = ReconnectPolicy(name: .resume)
    /// End the request when its display is unplugged and no other display can show it, as if
    /// `Air.stop()` had been called (``PlaybackEnd/Reason/displayUnplugged``). A scene that leaves while
    /// its display stays plugged in (background, lock, an iOS 27 registration change) is not an unplug.
    public static let stop = ReconnectPolicy(name: .stop)

    enum Name: String, CaseIterable, Sendable {
        case resume, stop
    }

    let name: Name

    init(name: Name) {
        self.name = name
    }

    /// Every policy, in declaration order.
    public static var allCases: [ReconnectPolicy] { allNamed }

    /// The policy's name: `resume`, `stop`.
    public var description: String { name.rawValue }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeName(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeName(to: encoder)
    }
}
