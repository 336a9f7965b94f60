import AirKitConfiguration

/// Apps described by an XcodeGen `project.yml`: the targets, settings and Info.plist XcodeGen
/// would write into the `.xcodeproj` it generates.
extension EvidenceAssembler {
    /// An app target of a spec, with everything but its code, which is scanned with the rest.
    struct SpecApp {
        var app: App
        /// Absolute paths of the Swift and Objective-C files under the target's sources.
        var sourcePaths: [String]
        /// Source folders that could not be listed in full (outside the project folder, or past a bound).
        var unlistedFolderCount = 0
    }

    /// The spec's app targets for iOS; those for other platforms are skipped.
    mutating func readSpecApps(_ specPath: String) -> [SpecApp] {
        let spec: XcodeGenProject
        do {
            spec = try XcodeGenReader.read(projectAt: specPath, within: scope)
        } catch {
            errors.append(InputError(path: paths.relative(specPath), reason: error.description))
            return []
        }
        errors += spec.unreadableIncludes.map { InputError(path: paths.relative($0.path), reason: $0.reason) }
        var apps: [SpecApp] = []
        for target in spec.targets where target.type?.hasPrefix("application") == true {
            let location = SourceLocation(path: paths.relative(target.file), line: target.line)
            let platforms = target.platforms.isEmpty ? ["iOS"] : target.platforms
            guard target.type == "application", platforms.contains(where: { $0 == "iOS" || $0 == "auto" }) else {
                let platform = target.type == "application" ? platforms[0] : "watchOS"
                skipped.append(
                    SkippedTarget(
                        name: target.name, location: location, platform: platform,
                        reason:
                            "platform \(platforms.joined(separator: ", ")) in \(InputDiscovery.lastComponent(of: target.file))"))
                continue
            }
            apps.append(specApp(target, of: spec, location: location))
        }
        return apps
    }

    private mutating func specApp(_ target: XcodeGenProject.Target, of spec: XcodeGenProject, location: SourceLocation)
        -> SpecApp
    {
        let plist = specInfoPlist(target, location: location)
        var configurations = (spec.configurations.isEmpty ? ["Debug", "Release"] : spec.configurations).map { name in
            specConfiguration(name, target: target, of: spec, plist: plist)
        }
        // A plist named only by `settings: INFOPLIST_FILE` is looked up on disk, as in an Xcode
        // project: XcodeGen passes the setting through unchanged, relative to $(SRCROOT).
        var settingPlists: [InfoPlistEvidence] = []
        for index in configurations.indices where plist == nil {
            guard case .missing = configurations[index].sourceInfoPlist,
                let written = configurations[index].infoPlistFile?.value,
                let resolved = Self.sourceRootPath(written, sourceRoot: spec.sourceRoot)
            else { continue }
            let source = plists.sourceInfoPlist(at: resolved)
            configurations[index].sourceInfoPlist = source
            if let loaded = source.evidence, !settingPlists.contains(where: { $0.path == loaded.path }) {
                settingPlists.append(loaded)
            }
        }
        let project = ProjectEvidence(
            path: paths.relative(spec.path), targetName: target.name, targetLocation: location, configurations: configurations,
            linkedPackageProducts: target.packageProducts)
        var unlistedFolderCount = 0
        let sourcePaths = target.sources.flatMap { source -> [String] in
            guard scope.admits(source) else {
                if SourceFileKind(path: source) != nil { return [source] }
                unlistedFolderCount += 1
                return []
            }
            if FileStatus.of(source) == .folder {
                let listing = XcodeProjectReader.sourceFolderOnDisk(under: source, within: scope)
                if !listing.isComplete { unlistedFolderCount += 1 }
                return listing.files.map { InputDiscovery.join(source, $0) }
            }
            return SourceFileKind(path: source) == nil ? [] : [source]
        }
        var inputs = [
            InspectedInput(kind: .projectManifest, path: paths.relative(spec.path), detail: "XcodeGen target \(target.name)")
        ]
        for plist in [plist].compactMap({ $0 }) + settingPlists {
            inputs.append(InspectedInput(kind: .sourceInfoPlist, path: plist.path))
        }
        let evidence = AppEvidence(name: target.name, project: project)
        return SpecApp(
            app: App(name: target.name, inputs: inputs, evidence: evidence), sourcePaths: sourcePaths,
            unlistedFolderCount: unlistedFolderCount)
    }

    /// The absolute path an `INFOPLIST_FILE` value names: relative to the spec's folder, or under
    /// `$(SRCROOT)` / `$(PROJECT_DIR)`; `nil` when it names any other variable.
    static func sourceRootPath(_ written: String, sourceRoot: String) -> String? {
        var value = written
        for prefix in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}"] where value.hasPrefix(prefix) {
            value = "." + value.dropFirst(prefix.count)
        }
        guard !value.contains("$"), !value.isEmpty else { return nil }
        return FilePaths.resolve(value, against: sourceRoot)
    }

    /// The Info.plist XcodeGen writes: the file at `info.path` when it is on disk (XcodeGen's
    /// output is often committed), else the `info.properties` themselves.
    private mutating func specInfoPlist(_ target: XcodeGenProject.Target, location: SourceLocation) -> InfoPlistEvidence? {
        if let path = target.infoPath, FileStatus.of(path) != .missing { return loadInfoPlist(at: path) }
        guard let properties = target.infoProperties?.plistDictionary else { return nil }
        return InfoPlistEvidence(plist: InfoPlist(dictionary: properties), path: location.path)
    }

    private func specConfiguration(
        _ name: String, target: XcodeGenProject.Target, of spec: XcodeGenProject, plist: InfoPlistEvidence?
    ) -> BuildConfigurationEvidence {
        func setting(_ key: String) -> BuildSettingValue? {
            let value =
                spec.setting(key + "[sdk=iphoneos*]", target: target, configuration: name)
                ?? spec.setting(key, target: target, configuration: name)
            return value.map {
                BuildSettingValue($0.value, location: SourceLocation(path: paths.relative($0.file), line: $0.line))
            }
        }
        let infoPlistFile =
            setting("INFOPLIST_FILE")
            ?? target.infoPath.map {
                BuildSettingValue(
                    paths.relative($0), location: SourceLocation(path: paths.relative(target.file), line: target.line))
            }
        let deploymentTarget =
            setting("IPHONEOS_DEPLOYMENT_TARGET")
            ?? target.deploymentTarget.map {
                BuildSettingValue($0, location: SourceLocation(path: paths.relative(target.file), line: target.line))
            }
        let moduleName = BuildVariables.c99ExtendedIdentifier(setting("PRODUCT_NAME")?.value ?? target.name)
        return BuildConfigurationEvidence(
            name: name, generatesInfoPlist: setting("GENERATE_INFOPLIST_FILE"), infoPlistFile: infoPlistFile,
            generatesSceneManifest: setting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
            deploymentTarget: deploymentTarget,
            productModuleName: BuildSettingValue(
                moduleName, location: SourceLocation(path: paths.relative(target.file), line: target.line)),
            variables: ["PRODUCT_MODULE_NAME": moduleName, "PRODUCT_NAME": target.name, "TARGET_NAME": target.name],
            sourceInfoPlist: sourceInfoPlist(plist, target: target, named: infoPlistFile),
            requiresFullScreen: setting("INFOPLIST_KEY_UIRequiresFullScreen")
        )
    }

    /// A plist XcodeGen writes at `info.path` but that is not on disk exists only once the
    /// project is generated; one named by `INFOPLIST_FILE` alone is plainly missing.
    private func sourceInfoPlist(_ plist: InfoPlistEvidence?, target: XcodeGenProject.Target, named file: BuildSettingValue?)
        -> BuildConfigurationEvidence.SourceInfoPlist
    {
        if let plist { return .loaded(plist) }
        if let infoPath = target.infoPath { return .knownOnlyAtBuildTime(value: paths.relative(infoPath)) }
        return file.map { .missing(path: $0.value) } ?? .notNamed
    }
}
