/// Whether an interpolated value may appear in logs read off the device (`Documentation/StandInSources.md#os-logger`).
///
/// Unified logging redacts `private` values, and `auto` ones that are strings or objects, as `<private>`
/// when read without a debugger; numbers and booleans under `auto` stay visible. The stand-in keeps
/// both renderings so tests can check what a user would see.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `public`, `private`, sensitive, auto
    }

    let kind: Kind

    public static let `public` = OSLogPrivacy(kind: .public)
    public static let `private` = OSLogPrivacy(kind: .private)
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    public static let auto = OSLogPrivacy(kind: .auto)

    func redacts(scalar: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !scalar
        }
    }
}

/// Column alignment of an interpolated value; accepted and ignored. Declared in the shape `os` uses
/// (`Documentation/StandInSources.md#os-logger`, ``SimulationAssumption/declarationsOutsideTheReference``).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
}
