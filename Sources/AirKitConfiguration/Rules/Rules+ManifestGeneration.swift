/// Rules on how Xcode makes the product's Info.plist: generated manifests that replace the
/// hand-written one, products that lost their configurations, and missing source files.
extension Rules {
    /// AK008: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` with a hand-written
    /// `UISceneConfigurations` in `INFOPLIST_FILE` (Documentation/PlatformFacts.md, "The generated scene manifest").
    static func generatedManifests(_ context: RuleContext) -> [Finding] {
        guard let project = context.evidence.project else { return [] }
        // A product that still holds configurations shows Xcode kept them; trust what was built.
        if context.evidence.builtInfoPlist?.plist.sceneManifest?.hasConfigurations == true { return [] }
        let affected = project.configurations.compactMap { configuration -> (name: String, key: [String], at: SourceLocation)? in
            guard configuration.isSceneManifestGenerated, let setting = configuration.generatesSceneManifest,
                let source = configuration.sourceInfoPlist.evidence,
                let manifest = source.plist.sceneManifest, manifest.hasConfigurations
            else { return nil }
            let roles = manifest.roles.filter { !$0.entries.isEmpty }.map(\.roleName).joined(separator: ", ")
            return (configuration.name, [source.path, roles], setting.location)
        }
        // One problem, however many configurations share it: one finding naming them all.
        return grouped(affected).map { group in
            .generatedManifestDropsConfigurations(
                at: group.location, affecting: context.manifestRows, target: project.targetName,
                configuration: group.configurations, sourcePlist: group.key[0], roles: group.key[1])
        }
    }

    /// Configurations that share a problem (the same `key`), in order of first appearance, each
    /// with their names joined as a sentence (`Debug and Release`) and the first one's location.
    static func grouped(_ items: [(name: String, key: [String], at: SourceLocation)])
        -> [(key: [String], configurations: String, location: SourceLocation)]
    {
        var order: [[String]] = []
        var members: [[String]: [(name: String, at: SourceLocation)]] = [:]
        for item in items {
            if members[item.key] == nil { order.append(item.key) }
            members[item.key, default: []].append((item.name, item.at))
        }
        return order.map { key in
            let group = members[key] ?? []
            return (key, listed(group.map(\.name)), group[0].at)
        }
    }

    /// `Debug`, `Debug and Release`, `Debug, Release and Distribution`.
    static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
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
        let affected = (context.evidence.project?.configurations ?? []).compactMap {
            configuration -> (name: String, key: [String], at: SourceLocation)? in
            guard case .missing(let path) = configuration.sourceInfoPlist, let setting = configuration.infoPlistFile else {
                return nil
            }
            return (configuration.name, [setting.value, path], setting.location)
        }
        return grouped(affected).map { group in
            .infoPlistFileMissing(
                at: group.location, affecting: context.rows, value: group.key[0], configuration: group.configurations,
                path: group.key[1])
        }
    }
}
