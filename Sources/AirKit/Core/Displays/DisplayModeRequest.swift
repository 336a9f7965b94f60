/// The mode ``DisplayPolicy`` asked a display for, and what became of it: `Air.Display.modeRequest`.
///
/// A display switches modes on its own time (a television on a cable takes a moment to settle on a new
/// mode), and an AirPlay receiver may never switch. So a request is ``Status-swift.struct/pending``
/// from the moment AirKit asks until the display runs the mode (``Status-swift.struct/obtained``) or
/// ``DisplayPolicy/modeSwitchTimeout`` passes without the switch (``Status-swift.struct/refused``).
public struct DisplayModeRequest: Sendable, Hashable, CustomStringConvertible {
    /// What became of a request. A struct so that states can be added: compare with `==`.
    public struct Status: NamedChoice {
        /// Asked for; the display has not switched yet.
        public static let pending = Status(name: .pending)
        /// The display runs the mode asked for.
        public static let obtained = Status(name: .obtained)
        /// The display did not switch within ``DisplayPolicy/modeSwitchTimeout``.
        public static let refused = Status(name: .refused)

        enum Name: String, CaseIterable, Sendable {
            case pending, obtained, refused
        }

        let name: Name

        init(name: Name) {
            self.name = name
        }

        public var description: String { name.rawValue }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodeName(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            try encodeName(to: encoder)
        }
    }

    /// The mode AirKit asked for.
    public let mode: DisplayMode
    public let status: Status

    init(mode: DisplayMode, status: Status) {
        self.mode = mode
        self.status = status
    }

    /// `1920×1080 pending`.
    public var description: String { "\(mode) \(status)" }
}
