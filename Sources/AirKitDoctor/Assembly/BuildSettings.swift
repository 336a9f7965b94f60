import AirKitConfiguration

/// One target configuration's build settings as Xcode evaluates them for a build: the project's
/// and the target's `.xcconfig` files and `buildSettings`, conditions, `$(inherited)` and
/// references (``BuildSettingsEvaluator``).
///
/// By default the build is a device build (`iphoneos`, `arm64`), the one the verdicts describe;
/// ``platformNeutral`` asks with no SDK, for the settings that decide the SDK itself.
package struct BuildSettings {
    let project: XcodeProject
    let target: XcodeProject.Target
    let configuration: XcodeProject.BuildConfiguration
    private let evaluator: BuildSettingsEvaluator
    private let paths: PathDisplay?
    private let xcconfigs: XCConfigCache

    package init(
        project: XcodeProject, target: XcodeProject.Target, configuration: XcodeProject.BuildConfiguration,
        xcconfigs: XCConfigCache? = nil, paths: PathDisplay? = nil, platformNeutral: Bool = false
    ) {
        self.project = project
        self.target = target
        self.configuration = configuration
        self.paths = paths
        let context =
            platformNeutral
            ? BuildContext(sdk: nil, architecture: nil, configuration: configuration.name)
            : .iphoneos(configuration: configuration.name)
        let projectConfiguration = project.buildConfigurations.first { $0.name == configuration.name }
        let cache = xcconfigs ?? XCConfigCache(scope: ReadScope(folder: project.sourceRoot))
        self.xcconfigs = cache
        let layers = [
            projectConfiguration?.baseConfigurationPath.map(cache.layer(at:)),
            projectConfiguration.map { SettingsLayer(buildSettings: $0.settings, path: project.path) },
            configuration.baseConfigurationPath.map(cache.layer(at:)),
            SettingsLayer(buildSettings: configuration.settings, path: project.path),
        ].compactMap { $0 }
        let builtIns = BuildSettingsEvaluator.standardBuiltIns(
            targetName: target.name, projectName: FilePaths.stem(of: FilePaths.parent(of: project.path)),
            sourceRoot: project.sourceRoot, context: context)
        evaluator = BuildSettingsEvaluator(layers: layers, context: context, builtIns: builtIns)
    }

    /// The setting as Xcode evaluates it, with where its winning assignment is written.
    package func evaluated(_ name: String) -> EvaluatedSetting? {
        evaluator.value(of: name)
    }

    /// The evaluated value, located at the line that sets it (in `project.pbxproj` or an
    /// `.xcconfig`); `nil` when nothing sets it.
    func value(_ name: String) -> BuildSettingValue? {
        guard let setting = evaluator.value(of: name), let location = setting.location else { return nil }
        return BuildSettingValue(setting.value, location: shown(location))
    }

    /// The variables a source Info.plist or `INFOPLIST_FILE` may reference, expanded, with Xcode's
    /// defaults for the names a target does not set.
    var variables: [String: String] {
        var values: [String: String] = [:]
        for name in [
            "TARGET_NAME", "PROJECT_NAME", "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT", "CONFIGURATION", "PRODUCT_NAME",
            "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME", "PRODUCT_BUNDLE_IDENTIFIER", "MARKETING_VERSION",
            "CURRENT_PROJECT_VERSION", "PRODUCT_BUNDLE_PACKAGE_TYPE", "DEVELOPMENT_LANGUAGE",
        ] {
            if let setting = evaluator.value(of: name), setting.isFullyResolved { values[name] = setting.value }
        }
        return values
    }

    /// `PRODUCT_MODULE_NAME` resolved, located at its own line or, when derived, at the target.
    func productModuleName(in variables: [String: String], targetLocation: SourceLocation) -> BuildSettingValue? {
        guard let name = variables["PRODUCT_MODULE_NAME"] else { return nil }
        return BuildSettingValue(name, location: value("PRODUCT_MODULE_NAME")?.location ?? targetLocation)
    }

    /// The `.xcconfig` files this configuration reads, each with what could not be read in it.
    /// A file outside the project folder, which is not read, is named as the project names it,
    /// relative to its folder (`../Shared/Base.xcconfig`), never by its place on the machine.
    var xcconfigFiles: [(path: String, problems: [String])] {
        let projectConfiguration = project.buildConfigurations.first { $0.name == configuration.name }
        return [projectConfiguration?.baseConfigurationPath, configuration.baseConfigurationPath].compactMap { $0 }.map { path in
            let problems = xcconfigs.layer(at: path).problems.map(shownPaths)
            guard xcconfigs.refuses(path) else { return (shown(SourceLocation(path: path)).path, problems) }
            let written = FilePaths.relative(path, from: project.sourceRoot)
            return (written, problems.map { $0.replacingOccurrences(of: path, with: written) })
        }
    }

    /// `problem` with the absolute paths under the working folder written relative, as every
    /// other path in the output is.
    private func shownPaths(_ problem: String) -> String {
        guard let paths, paths.currentDirectory != "/" else { return problem }
        return problem.replacingOccurrences(of: paths.currentDirectory + "/", with: "")
    }

    private func shown(_ location: SourceLocation) -> SourceLocation {
        guard let paths, location.path.hasPrefix("/") else { return location }
        return SourceLocation(path: paths.relative(location.path), line: location.line)
    }
}

/// Reads each `.xcconfig` once however many targets and configurations are based on it, and only
/// within the run's scope.
package final class XCConfigCache {
    private let scope: ReadScope
    private var layers: [String: SettingsLayer] = [:]

    package init(scope: ReadScope) {
        self.scope = scope
    }

    /// Whether `path` lies where the run may not read.
    func refuses(_ path: String) -> Bool {
        scope.refusal(of: path) != nil
    }

    package func layer(at path: String) -> SettingsLayer {
        if let known = layers[path] { return known }
        let layer = SettingsLayer(xcconfigAt: path, within: scope)
        layers[path] = layer
        return layer
    }
}
