import AirKitConfiguration

/// An application target the doctor did not check because Xcode does not build it for iOS, with
/// the setting that says so.
public struct SkippedTarget: Sendable, Hashable {
    public var name: String
    /// Where the target is declared.
    public var location: SourceLocation
    /// `tvOS`, `watchOS`, `visionOS`, `macOS`, `DriverKit`, …
    public var platform: String
    /// The setting or product type that decides it, e.g. `SDKROOT = appletvos`.
    public var reason: String

    public init(name: String, location: SourceLocation, platform: String, reason: String) {
        self.name = name
        self.location = location
        self.platform = platform
        self.reason = reason
    }
}
