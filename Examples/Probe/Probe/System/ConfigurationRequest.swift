/// One call of the app delegate's `application(_:configurationForConnecting:options:)`.
struct ConfigurationRequest: Sendable, Equatable {
    /// The connecting session's role, as its raw value.
    let role: String
    /// The scene accessory's user info, for a probe registration's scene.
    let tag: String?
}
