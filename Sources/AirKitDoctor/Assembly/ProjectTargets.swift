import AirKitConfiguration

/// Turns an Xcode project's iOS app targets into ``ProjectEvidence``.
enum ProjectTargets {
    /// The application targets: those built for iOS, and the others with their platform.
    static func applications(in project: XcodeProject) -> (iOS: [XcodeProject.Target], others: [SkippedTarget]) {
        var iOS: [XcodeProject.Target] = []
        var others: [SkippedTarget] = []
        for target in project.targets {
            let platform = TargetPlatform.of(target) { configuration in
                BuildSettings(project: project, target: target, configuration: configuration)
            }
            switch platform {
            case .iOS: iOS.append(target)
            case .other(let name, let reason):
                others.append(
                    SkippedTarget(
                        name: target.name, location: SourceLocation(path: project.path, line: target.line), platform: name,
                        reason: reason))
            case .notApplication: continue
            }
        }
        return (iOS, others)
    }

    /// The evidence for `target`, loading each Info.plist it names through `cache`.
    static func evidence(for target: XcodeProject.Target, in project: XcodeProject, cache: inout InfoPlistCache)
        -> ProjectEvidence
    {
        let targetLocation = SourceLocation(path: project.path, line: target.line)
        let configurations = target.buildConfigurations.map { configuration in
            let settings = BuildSettings(project: project, target: target, configuration: configuration)
            let variables = settings.variables
            let infoPlistFile = settings.value("INFOPLIST_FILE").flatMap { $0.value.isEmpty ? nil : $0 }
            let source = infoPlistFile.map { file in
                cache.sourceInfoPlist(
                    at: FilePaths.resolve(BuildVariables.expand(file.value, values: variables), against: project.sourceRoot))
            }
            return BuildConfigurationEvidence(
                name: configuration.name,
                generatesInfoPlist: settings.value("GENERATE_INFOPLIST_FILE"),
                infoPlistFile: infoPlistFile,
                generatesSceneManifest: settings.value("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
                deploymentTarget: settings.value("IPHONEOS_DEPLOYMENT_TARGET"),
                productModuleName: settings.productModuleName(in: variables, targetLocation: targetLocation),
                variables: variables,
                sourceInfoPlist: source ?? .notNamed
            )
        }
        return ProjectEvidence(
            path: project.path, targetName: target.name, targetLocation: targetLocation, configurations: configurations,
            linkedPackageProducts: target.packageProducts)
    }

    /// The target's `PRODUCT_BUNDLE_IDENTIFIER` in each configuration, expanded.
    static func bundleIdentifiers(of target: XcodeProject.Target, in project: XcodeProject) -> Set<String> {
        Set(
            target.buildConfigurations.compactMap { configuration in
                BuildSettings(project: project, target: target, configuration: configuration).variables[
                    "PRODUCT_BUNDLE_IDENTIFIER"]
            })
    }

    /// Names the target's product may carry: the target name, and per configuration the product
    /// and executable names.
    static func productNames(of target: XcodeProject.Target, in project: XcodeProject) -> Set<String> {
        var names: Set<String> = [target.name]
        for configuration in target.buildConfigurations {
            let variables = BuildSettings(project: project, target: target, configuration: configuration).variables
            names.formUnion([variables["PRODUCT_NAME"], variables["EXECUTABLE_NAME"]].compactMap { $0 })
        }
        return names
    }
}
