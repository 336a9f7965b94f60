/// A row of the compatibility matrix: a range of iOS versions combined with the SDK the app was
/// built with. Each row has its own way of getting an external-display scene (Documentation/PlatformFacts.md, "The iOS 27 SDK switch"):
///
/// | Row | How the app gets the scene |
/// | --- | --- |
/// | iOS 26 and earlier, any SDK | the Info.plist role entry; the system offers the scene |
/// | iOS 27 and later, built with SDK 26 or earlier | the same, by linked-on-or-after compatibility |
/// | iOS 27 and later, built with SDK 27 or later | only a registered scene accessory |
public enum CompatibilityRow: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case upToIOS26 = "ios-up-to-26"
    case iOS27BuiltWithOlderSDK = "ios27-sdk-up-to-26"
    case iOS27BuiltWithSDK27 = "ios27-sdk27"

    /// The row a running app is in, for the runtime self-check.
    public init(runningOS: OSVersion, linkedSDK: OSVersion) {
        if runningOS.major < OSVersion.sceneAccessoryRelease.major {
            self = .upToIOS26
        } else if linkedSDK.major < OSVersion.sceneAccessoryRelease.major {
            self = .iOS27BuiltWithOlderSDK
        } else {
            self = .iOS27BuiltWithSDK27
        }
    }

    /// Whether the scene comes from the Info.plist manifest (`true`) or from a registered scene
    /// accessory (`false`).
    public var usesSceneManifest: Bool { self != .iOS27BuiltWithSDK27 }

    /// Whether the row applies to an app with this deployment target and SDK; unknown values
    /// exclude nothing.
    public func applies(deploymentTarget: OSVersion?, sdk: OSVersion?) -> Bool {
        let release = OSVersion.sceneAccessoryRelease.major
        switch self {
        case .upToIOS26: return (deploymentTarget?.major ?? 0) < release
        case .iOS27BuiltWithOlderSDK: return (sdk?.major ?? 0) < release
        case .iOS27BuiltWithSDK27: return (sdk?.major ?? release) >= release
        }
    }

    /// The label output shows, e.g. `iOS 17–26`, `iOS 27+ (SDK 27.0)`, `iOS 27+ (SDK ≤ 26)`.
    /// A known deployment target starts the first row; a known SDK is named.
    public func label(deploymentTarget: OSVersion?, sdk: OSVersion?) -> String {
        let sdkText = sdk.map { "SDK \($0)" }
        switch self {
        case .upToIOS26:
            let lowest =
                deploymentTarget.map { $0.major >= 26 ? "iOS 26" : "iOS \($0.major)–26" } ?? "iOS 26 and earlier"
            return sdkText.map { "\(lowest) (\($0))" } ?? lowest
        case .iOS27BuiltWithOlderSDK:
            return "iOS 27+ (\(sdkText ?? "SDK ≤ 26"))"
        case .iOS27BuiltWithSDK27:
            return "iOS 27+ (\(sdkText ?? "SDK 27+"))"
        }
    }

    public static func < (lhs: CompatibilityRow, rhs: CompatibilityRow) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
