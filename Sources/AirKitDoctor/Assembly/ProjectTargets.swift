import AirKitConfiguration

/// Turns an Xcode project's iOS app targets into ``ProjectEvidence``, evaluating settings through
/// one cache of `.xcconfig` files for the whole project.
package struct ProjectTargets {
    let project: XcodeProject
    let paths: PathDisplay
    /// What may be read: `.xcconfig` files and Info.plists outside it are not.
    package let scope: ReadScope
    private let xcconfigs: XCConfigCache

    package init(project: XcodeProject, paths: PathDisplay, scope: ReadScope) {
        self.project = project
        self.paths = paths
        self.scope = scope
        xcconfigs = XCConfigCache(scope: scope)
    }

    /// The configuration's settings for a device build, or with no SDK for the settings that
    /// choose the SDK.
    package func settings(
        _ target: XcodeProject.Target, _ configuration: XcodeProject.BuildConfiguration, platformNeutral: Bool = false
    ) -> BuildSettings {
        BuildSettings(
            project: project, target: target, configuration: configuration, xcconfigs: xcconfigs, paths: paths,
            platformNeutral: platformNeutral)
    }

    /// The application targets: those built for iOS, and the others with their platform.
    package func applications() -> (iOS: [XcodeProject.Target], others: [SkippedTarget]) {
        var iOS: [XcodeProject.Target] = []
        var others: [SkippedTarget] = []
        for target in project.targets {
            switch TargetPlatform.of(target, settings: { settings(target, $0, platformNeutral: true) }) {
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
    func evidence(for target: XcodeProject.Target, cache: inout InfoPlistCache) -> ProjectEvidence {
        let targetLocation = SourceLocation(path: project.path, line: target.line)
        let configurations = target.buildConfigurations.map { configuration in
            let settings = settings(target, configuration)
            let variables = settings.variables
            let infoPlistFile = settings.value("INFOPLIST_FILE").flatMap { $0.value.isEmpty ? nil : $0 }
            var source = BuildConfigurationEvidence.SourceInfoPlist.notNamed
            if let file = infoPlistFile, let evaluated = settings.evaluated("INFOPLIST_FILE") {
                // A path naming $(DERIVED_FILE_DIR) or a variable nothing defines exists only during a build.
                let resolved = FilePaths.resolve(file.value, against: project.sourceRoot)
                if evaluated.dependsOnBuildTime || !evaluated.isFullyResolved
                    || writtenByScript(resolved, target: target, variables: variables)
                {
                    source = .knownOnlyAtBuildTime(value: file.value)
                } else {
                    source = cache.sourceInfoPlist(at: resolved, written: evaluated.written)
                }
            }
            return BuildConfigurationEvidence(
                name: configuration.name,
                generatesInfoPlist: settings.value("GENERATE_INFOPLIST_FILE"),
                // AK015 quotes the setting as written, not as expanded.
                infoPlistFile: infoPlistFile.map { file in
                    BuildSettingValue(settings.evaluated("INFOPLIST_FILE")?.written ?? file.value, location: file.location)
                },
                generatesSceneManifest: settings.value("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
                deploymentTarget: settings.value("IPHONEOS_DEPLOYMENT_TARGET"),
                productModuleName: settings.productModuleName(in: variables, targetLocation: targetLocation),
                variables: variables,
                sourceInfoPlist: source,
                requiresFullScreen: settings.value("INFOPLIST_KEY_UIRequiresFullScreen")
            )
        }
        return ProjectEvidence(
            path: project.path, targetName: target.name, targetLocation: targetLocation, configurations: configurations,
            linkedPackageProducts: target.packageProducts)
    }

    /// Whether a Run Script phase of `target` lists `path` among its outputs and the file is not on
    /// disk yet: the build writes it.
    private func writtenByScript(_ path: String, target: XcodeProject.Target, variables: [String: String]) -> Bool {
        guard FileStatus.of(path) == .missing else { return false }
        return target.scriptOutputPaths.contains { output in
            FilePaths.resolve(BuildVariables.expand(output, values: variables), against: project.sourceRoot) == path
        }
    }

    /// The `.xcconfig` files the target's configurations read, once each, with what could not be
    /// read in them.
    func xcconfigFiles(of target: XcodeProject.Target) -> [(path: String, problems: [String])] {
        var seen = Set<String>()
        return target.buildConfigurations.flatMap { settings(target, $0).xcconfigFiles }.filter { seen.insert($0.path).inserted }
    }

    /// The target's `PRODUCT_BUNDLE_IDENTIFIER` in each configuration, expanded.
    func bundleIdentifiers(of target: XcodeProject.Target) -> Set<String> {
        Set(target.buildConfigurations.compactMap { settings(target, $0).variables["PRODUCT_BUNDLE_IDENTIFIER"] })
    }

    /// Names the target's product may carry: the target name, and per configuration the product
    /// and executable names.
    func productNames(of target: XcodeProject.Target) -> Set<String> {
        var names: Set<String> = [target.name]
        for configuration in target.buildConfigurations {
            let variables = settings(target, configuration).variables
            names.formUnion([variables["PRODUCT_NAME"], variables["EXECUTABLE_NAME"]].compactMap { $0 })
        }
        return names
    }
}
