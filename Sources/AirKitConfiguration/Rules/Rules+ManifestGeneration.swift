/// Rules on how Xcode makes the product's Info.plist: generated manifests that replace the
/// hand-written one, products that lost their configurations, and missing source files.
extension Rules {
    /// AK008: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` with a hand-written
    /// `UISceneConfigurations` in `INFOPLIST_FILE` (Documentation/PlatformFacts.md, "The generated scene manifest").
    static func generatedManifests(_ context: RuleContext) -> [Finding] {
        guard let project = context.evidence.project else { return [] }
        // A product that still holds configurations shows Xcode kept them; trust what was built.
        if context.evidence.builtInfoPlist?.plist.sceneManifest?.hasConfigurations == true { return [] }
        return project.configurations.compactMap { configuration in
            guard configuration.isSceneManifestGenerated, let setting = configuration.generatesSceneManifest,
                let source = configuration.sourceInfoPlist.evidence,
                let manifest = source.plist.sceneManifest, manifest.hasConfigurations
            else { return nil }
            let roles = manifest.roles.filter { !$0.entries.isEmpty }.map(\.roleName).joined(separator: ", ")
            return .generatedManifestDropsConfigurations(
                at: setting.location, affecting: context.manifestRows, target: project.targetName,
                configuration: configuration.name, sourcePlist: source.path, roles: roles)
        }
    }

    /// AK009: the built product's `UISceneConfigurations` is empty while its source's is not.
    static func emptyProductConfigurations(_ context: RuleContext) -> [Finding] {
        guard let built = context.evidence.builtInfoPlist, built.plist.sceneManifest?.hasConfigurations != true,
            let source = context.sourceInfoPlists.first(where: { $0.plist.sceneManifest?.hasConfigurations == true })
        else { return [] }
        let keyPath: PlistKeyPath =
            built.plist.sceneManifest?.declaresConfigurations == true ? .sceneConfigurations : .sceneManifest
        let generated = context.evidence.project?.configurations.contains(where: \.isSceneManifestGenerated) == true
        return [
            .productConfigurationsEmpty(
                at: built.location(of: keyPath), affecting: context.manifestRows, sourcePlist: source.path,
                generated: generated)
        ]
    }

    /// AK015: `INFOPLIST_FILE` names a file that is not there.
    static func missingInfoPlistFiles(_ context: RuleContext) -> [Finding] {
        (context.evidence.project?.configurations ?? []).compactMap { configuration in
            guard case .missing(let path) = configuration.sourceInfoPlist, let setting = configuration.infoPlistFile else {
                return nil
            }
            return .infoPlistFileMissing(
                at: setting.location, affecting: context.rows, value: setting.value, configuration: configuration.name,
                path: path)
        }
    }
}
