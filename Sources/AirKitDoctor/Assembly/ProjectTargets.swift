import AirKitConfiguration

/// Turns an Xcode project's iOS app targets into ``ProjectEvidence``.
enum ProjectTargets {
    /// SDKs whose app targets are not iOS apps.
    static let otherPlatformSDKs: Set<String> = ["macosx", "appletvos", "watchos", "xros", "driverkit"]

    /// The targets that build iOS apps.
    static func iOSApplications(in project: XcodeProject) -> [XcodeProject.Target] {
        project.targets.filter { target in
            guard target.isApplication else { return false }
            return !target.buildConfigurations.contains { configuration in
                let settings = BuildSettings(project: project, target: target, configuration: configuration)
                let sdk = settings.value("SDKROOT")?.value.lowercased() ?? ""
                return otherPlatformSDKs.contains(sdk) && settings.value("IPHONEOS_DEPLOYMENT_TARGET") == nil
            }
        }
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
            path: project.path, targetName: target.name, targetLocation: targetLocation, configurations: configurations)
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
