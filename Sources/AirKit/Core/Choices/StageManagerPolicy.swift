/// What happens to a playback request while Stage Manager extends the app onto the only external
/// display, which then offers no scene for AirKit's content.
///
/// A struct so that it can grow: compare with `==`. `Codable` by name
/// (`"leaveExtendedDisplaysAlone"`, `"stopPlayback"`), as ``AirDiagnostics`` encodes it.
public struct StageManagerPolicy: NamedChoice {
    /// Leave the extended display to the app's own windows and keep the request waiting: the content
    /// appears as soon as a display that is not extended connects (the default).
    public static let leaveExtendedDisplaysAlone = StageManagerPolicy(name: .leaveExtendedDisplaysAlone)
    /// Leave the extended display to the app's own windows and end a request that can only wait for
    /// it, as if `Air.stop()` had been called, so that a declarative presentation's binding goes back
    /// to `false` and the app's interface does not show a presentation that cannot happen.
    public static let stopPlayback = StageManagerPolicy(name: .stopPlayback)

    enum Name: String, CaseIterable, Sendable {
        case leaveExtendedDisplaysAlone, stopPlayback
    }

    let name: Name

    init(name: Name) {
        self.name = name
    }

    /// Every policy, in declaration order.
    public static var allCases: [StageManagerPolicy] { allNamed }

    public var description: String { name.rawValue }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeName(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeName(to: encoder)
    }
}
