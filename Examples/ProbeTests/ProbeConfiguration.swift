import AirKitStandIn
import Foundation
import Testing

/// A device and build the probe runs on in the tests: an OS, an SDK and an Info.plist.
struct ProbeConfiguration: CustomTestStringConvertible, Sendable {
    enum Manifest: String, Sendable {
        /// The Info.plist the probe ships.
        case shipped
        /// No entry for the external role: the question of `unblockableSceneWithoutEntryHasNoDelegate`.
        case withoutExternalEntry
        /// The entry filed only under the deprecated key: the question of `deprecatedRoleKeyIsNotRead`.
        case deprecatedKeyOnly
    }

    let os: Int
    let sdk: Int
    let manifest: Manifest

    var testDescription: String { "iOS \(os) (SDK \(sdk)), \(manifest.rawValue) Info.plist" }

    static let all = [
        ProbeConfiguration(os: 27, sdk: 27, manifest: .shipped),
        ProbeConfiguration(os: 27, sdk: 26, manifest: .shipped),
        ProbeConfiguration(os: 26, sdk: 26, manifest: .shipped),
        ProbeConfiguration(os: 17, sdk: 26, manifest: .shipped),
        ProbeConfiguration(os: 26, sdk: 26, manifest: .withoutExternalEntry),
        ProbeConfiguration(os: 26, sdk: 26, manifest: .deprecatedKeyOnly),
    ]

    static let accessoryPath = all[0]

    /// The configurations whose external scenes have the probe's delegate, so their callbacks are seen:
    /// the shipped Info.plist on every path (the variants name no delegate for the external role).
    static let withProbeDelegate = all.filter { $0.manifest == .shipped }

    /// The shipped Info.plist on the paths where the system still offers scenes from it and where a
    /// window made without a scene may join the app's scene: not iOS 27 with the iOS 27 SDK.
    static let onTheManifestPath = withProbeDelegate.filter { !($0.os >= 27 && $0.sdk >= 27) }

    /// The Info.plist for this configuration, made from the one the probe ships.
    func infoPlist() throws -> [String: Any] {
        var plist = try Self.shippedInfoPlist()
        guard manifest != .shipped else { return plist }
        var sceneManifest = try #require(plist["UIApplicationSceneManifest"] as? [String: Any])
        var configurations = try #require(sceneManifest["UISceneConfigurations"] as? [String: Any])
        let external = configurations.removeValue(forKey: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        if manifest == .deprecatedKeyOnly {
            configurations["UIWindowSceneSessionRoleExternalDisplay"] = external
        }
        sceneManifest["UISceneConfigurations"] = configurations
        plist["UIApplicationSceneManifest"] = sceneManifest
        return plist
    }

    /// The probe's own Info.plist, as the built app carries it.
    static func shippedInfoPlist() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Probe/Probe/Info.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(plist as? [String: Any])
    }
}
