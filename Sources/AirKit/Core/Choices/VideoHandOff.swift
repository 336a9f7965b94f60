/// What AirKit does with a player it shows on an AirPlay display when the app leaves the foreground.
///
/// While the app is in front, AirKit keeps the player in its own window (`Air.play(.player(player))`).
/// Once the device locks or the app goes to the background, nothing the app renders reaches the
/// display, so the video would stop there. Handing the player to AirPlay's external playback lets the
/// receiver fetch and play the stream itself, as video apps do, and AirKit takes it back into its
/// window on return.
///
/// A struct so that it can grow: compare with `==`. `Codable` by name (`"whenInactive"`, `"never"`).
public struct VideoHandOff: NamedChoice {
    /// Hand the player to external playback as soon as the app's scene resigns active (the device
    /// locks, the app goes to the background, Control Center or a call covers it), and take it back
    /// when the scene is active again (the default). The hand-off has to start while the app is still in
    /// the foreground: a player may not switch once it is in the background.
    public static let whenInactive = VideoHandOff(name: .whenInactive)
    /// Never hand off: the player stays in AirKit's window, and its video stops on the display while
    /// the app is not in front.
    public static let never = VideoHandOff(name: .never)

    enum Name: String, CaseIterable, Sendable {
        case whenInactive, never
    }

    let name: Name

    init(name: Name) {
        self.name = name
    }

    /// Every value, in declaration order.
    public static var allCases: [VideoHandOff] { allNamed }

    public var description: String { name.rawValue }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeName(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeName(to: encoder)
    }
}
