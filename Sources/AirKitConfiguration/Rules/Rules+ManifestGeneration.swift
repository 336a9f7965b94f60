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
            return Finding(
                id: .generatedManifestDropsConfigurations, location: setting.location,
                affectedRows: context.manifestRows,
                message:
                    "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES in \(project.targetName) (\(configuration.name)) "
                    + "makes Xcode generate UIApplicationSceneManifest, which replaces the one hand-written in "
                    + "\(source.path): the product gets an empty UISceneConfigurations and loses \(roles).",
                fix: "Set \(FixSnippet.generationOff) in every configuration of \(project.targetName), so the "
                    + "hand-written manifest reaches the product."
            )
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
            Finding(
                id: .productConfigurationsEmpty, location: built.location(of: keyPath), affectedRows: context.manifestRows,
                message: "The built Info.plist has no scene configurations, but its source \(source.path) declares some: "
                    + "the build dropped them\(generated ? " (the target generates its scene manifest, see AK008)" : ""). "
                    + "The system finds no external-display delegate and the display mirrors.",
                fix: "Set \(FixSnippet.generationOff) for the target, rebuild, and check the product with "
                    + "`plutil -p App.app/Info.plist`."
            )
        ]
    }

    /// AK015: `INFOPLIST_FILE` names a file that is not there.
    static func missingInfoPlistFiles(_ context: RuleContext) -> [Finding] {
        (context.evidence.project?.configurations ?? []).compactMap { configuration in
            guard case .missing(let path) = configuration.sourceInfoPlist, let setting = configuration.infoPlistFile else {
                return nil
            }
            return Finding(
                id: .infoPlistFileMissing, location: setting.location, affectedRows: context.rows,
                message: "INFOPLIST_FILE = \(setting.value) (\(configuration.name)) resolves to \(path), which does not exist; "
                    + "the build fails, and the doctor cannot check the scene manifest.",
                fix: "Point INFOPLIST_FILE at the target's Info.plist, relative to the project folder."
            )
        }
    }
}
