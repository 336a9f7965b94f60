/// How an external display is connected, as far as iOS lets an app tell: `Air.Display.Kind`.
///
/// UIKit does not say. AirKit reads it from the audio route (`AVAudioSession.currentRoute`): an
/// AirPlay receiver shows as an `.airPlay` output, a television or monitor on a cable as `.HDMI` or
/// `.displayPort`. Where the route does not show the display, `unknown` (see <doc:DisplayFactsAndModes>).
///
/// A struct so that kinds can be added without breaking apps: compare with `==`. `Codable` by name
/// (`"airPlay"`, `"wired"`, `"unknown"`), as ``AirDiagnostics`` encodes it.
public struct DisplayKind: NamedChoice {
    /// An AirPlay receiver: an Apple TV, a smart TV or a Mac.
    public static let airPlay = DisplayKind(name: .airPlay)
    /// A cable: HDMI, USB-C or DisplayPort.
    public static let wired = DisplayKind(name: .wired)
    /// The route does not tell: the app's audio session is inactive and the route shows the device's
    /// speaker, another audio output took the route, or several displays are plugged in.
    public static let unknown = DisplayKind(name: .unknown)

    enum Name: String, CaseIterable, Sendable {
        case airPlay, wired, unknown
    }

    let name: Name

    init(name: Name) {
        self.name = name
    }

    /// Every kind, in declaration order.
    public static var allCases: [DisplayKind] { allNamed }

    /// The kind's name: `airPlay`, `wired`, `unknown`; also the suffix of its margin's defaults key.
    public var description: String { name.rawValue }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeName(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeName(to: encoder)
    }
}

/// What the audio route says about the external displays: its outputs, each as AirKit classifies its
/// port type, with the name the route gives it.
struct DisplayRoute: Hashable, Sendable {
    struct Output: Hashable, Sendable {
        /// `airPlay` for an AirPlay port, `wired` for HDMI or DisplayPort, `unknown` for any other port
        /// (the speaker, headphones, Bluetooth, USB audio).
        var kind: DisplayKind
        var name: String
    }

    var outputs: [Output]

    /// The kind and receiver name of the one external display plugged in, when `displayCount` is one
    /// and exactly one output of the route is a display's; otherwise `unknown` and no name. With
    /// several displays the route cannot say which output is which display.
    func connection(amongDisplays displayCount: Int) -> (kind: DisplayKind, receiverName: String?) {
        let displayOutputs = outputs.filter { $0.kind != .unknown }
        guard displayCount == 1, displayOutputs.count == 1, let output = displayOutputs.first else {
            return (.unknown, nil)
        }
        return (output.kind, output.name.isEmpty ? nil : output.name)
    }
}
