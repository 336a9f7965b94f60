/// Which external-display entries the app's Info.plist scene manifest has.
struct SceneManifestEntries {
    let hasNonInteractiveEntry: Bool
    let hasDeprecatedEntry: Bool

    init(_ infoDictionary: [String: Any]) {
        let manifest = infoDictionary["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        hasNonInteractiveEntry = configurations["UIWindowSceneSessionRoleExternalDisplayNonInteractive"] != nil
        hasDeprecatedEntry = configurations["UIWindowSceneSessionRoleExternalDisplay"] != nil
    }
}
