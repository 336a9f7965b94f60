/// How AirKit's public choices (``ReconnectPolicy``, ``StageManagerPolicy``, ``VideoHandOff``,
/// ``PlaybackEnd/Reason``, ``DisplayKind``, `DisplayPolicy.Mode`) can grow without breaking apps.
///
/// Each is a struct over an internal enum of names, not a public enum: a new value is a new static
/// member, and an app's `switch` over the old ones cannot stop compiling, since apps compare with `==`
/// rather than switch. The names are what `description` prints and what `Codable` writes, so
/// ``AirDiagnostics`` keeps encoding `"resume"`, `"stop"`, … as before.
protocol NamedChoice: Hashable, Sendable, CustomStringConvertible, Codable {
    associatedtype Name: RawRepresentable, CaseIterable, Hashable, Sendable where Name.RawValue == String
    var name: Name { get }
    init(name: Name)
}

extension NamedChoice {
    /// Every value there is, in declaration order.
    static var allNamed: [Self] { Name.allCases.map(Self.init(name:)) }

    /// Decodes a value from its name; an unknown name is a decoding error that names the type.
    static func decodeName(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let name = Name(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not a \(Self.self); expected one of "
                    + Name.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return Self(name: name)
    }

    func encodeName(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name.rawValue)
    }
}
