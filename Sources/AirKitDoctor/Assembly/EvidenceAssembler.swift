import AirKitConfiguration

/// Reads what discovery found and puts together one ``AppEvidence`` per app: a built product
/// matched with the project target that makes it, a target alone, a product alone, or a lone
/// Info.plist. Every file is read once.
struct EvidenceAssembler {
    struct App {
        var name: String
        var inputs: [InspectedInput]
        var evidence: AppEvidence
    }

    let paths: PathDisplay
    /// What may be read: nothing outside the folder PATH names (see ``ReadScope``).
    let scope: ReadScope
    var plists: InfoPlistCache
    var errors: [InputError] = []
    var skipped: [SkippedTarget] = []
    /// The files of every module an app target links (``LinkedModules``), each scanned once per run.
    private var linkedModuleScans: [String: SourceFiles.Scan] = [:]

    private init(paths: PathDisplay, scope: ReadScope) {
        self.paths = paths
        self.scope = scope
        plists = InfoPlistCache(paths: paths, scope: scope)
    }

    /// The apps and the inputs that could not be read. `inputs` holds absolute paths; the
    /// evidence names files as `paths` shows them. Only what `scope` admits is read.
    static func assemble(_ inputs: DiscoveredInputs, paths: PathDisplay, scope: ReadScope)
        -> (apps: [App], errors: [InputError], skipped: [SkippedTarget])
    {
        var assembler = EvidenceAssembler(paths: paths, scope: scope)
        let apps = assembler.run(inputs)
        return (apps, assembler.errors + assembler.plists.errors, assembler.skipped)
    }

    private struct Target {
        var project: XcodeProject
        var target: XcodeProject.Target
        var evidence: ProjectEvidence
        var productNames: Set<String>
        var bundleIdentifiers: Set<String>
        var xcconfigs: [(path: String, problems: [String])]
        var linkedModules: [LinkedModules.Module]
    }

    fileprivate struct Bundle {
        var path: String
        var contents: AppBundleReader.Contents
    }

    private mutating func run(_ inputs: DiscoveredInputs) -> [App] {
        var bundles: [Bundle] = []
        for path in inputs.appBundles {
            if let bundle = readBundle(path) { bundles.append(bundle) }
        }
        var targets: [Target] = []
        for path in inputs.projects { targets += readTargets(path) }
        errors += inputs.problems.map { InputError(path: paths.relative($0.path), reason: $0.reason) }
        var looseApps = readManifestApps(inputs.generatorManifests, within: inputs.root)
        var specApps: [SpecApp] = []
        for path in inputs.xcodeGenSpecs { specApps += readSpecApps(path) }
        // An Info.plist in a folder a project, spec or manifest covers, or beside files a target
        // compiles, belongs to that project, used by a target or not: it is not an app of its own.
        let ownedFolders =
            looseApps.map { FilePaths.parent(of: $0.manifestPath ?? "") }
            + inputs.projects.map { FilePaths.parent(of: FilePaths.parent(of: paths.absolute($0))) }
            + inputs.xcodeGenSpecs.map { FilePaths.parent(of: paths.absolute($0)) }
        let ownership = FolderOwnership(
            projectFolders: ownedFolders,
            compiledFolders: (targets.flatMap(\.target.sourcePaths) + specApps.flatMap(\.sourcePaths)).map {
                FilePaths.parent(of: $0)
            })
        func isOwned(_ plist: String) -> Bool {
            var work = 0
            return ownership.owns(plist, work: &work)
        }
        for path in inputs.appInfoPlists where !isOwned(path) {
            if let app = readLooseApp(infoPlistAt: path, within: inputs.root) { looseApps.append(app) }
        }
        let scans = SourceFiles.scan(
            targets.flatMap { $0.target.sourcePaths } + looseApps.flatMap(\.sourcePaths) + specApps.flatMap(\.sourcePaths),
            paths: paths, scope: scope)
        errors += scans.values.compactMap { scan in
            if case .unreadable(let error) = scan { error } else { nil }
        }.sorted { $0.path < $1.path }
        linkedModuleScans = SourceFiles.scan(
            targets.flatMap { $0.linkedModules.flatMap(\.sourcePaths) }, paths: paths, scope: scope)

        var apps: [App] = []
        var matchedTargets = Set<Int>()
        for bundle in bundles {
            let match = Self.bestTarget(for: bundle, among: targets)
            if let match { matchedTargets.insert(match) }
            apps.append(app(bundle: bundle, target: match.map { targets[$0] }, scans: scans))
        }
        for (index, target) in targets.enumerated() where !matchedTargets.contains(index) {
            apps.append(app(bundle: nil, target: target, scans: scans))
        }
        for path in inputs.infoPlists {
            if let app = readLoneInfoPlist(path) { apps.append(app) }
        }
        apps += looseApps.map { app(loose: $0, scans: scans) }
        apps += specApps.map { spec in
            var app = spec.app
            app.evidence.code = SourceFiles.evidence(
                for: spec.sourcePaths, from: scans, unlistedFolderCount: spec.unlistedFolderCount)
            let count = app.evidence.code?.fileCount ?? 0
            app.inputs.append(
                InspectedInput(
                    kind: .sources, path: app.inputs[0].path,
                    detail: Self.describeSources(count: count, listed: spec.sourcePaths.count)))
            return app
        }
        for index in apps.indices {
            guard apps[index].evidence.code != nil, let project = apps[index].evidence.project else { continue }
            let path = paths.absolute(project.path)
            let anchor = path.hasSuffix("project.pbxproj") ? FilePaths.parent(of: path) : path
            let found = PluginDependencies.read(nearProjectAt: anchor, scope: scope, paths: paths)
            apps[index].evidence.code?.externalDisplaySignals += found.signals
            if let first = found.signals.first?.location {
                apps[index].evidence.code?.sceneSuppliers.append(.init(kind: .plugin, location: first))
            }
            apps[index].evidence.code?.accessorySources += found.airKitSources
            if !found.airKitSources.isEmpty {
                apps[index].evidence.code?.externalDisplaySignals += found.airKitSources.map {
                    .init(kind: .airKit, location: $0.location)
                }
            }
            let unityRoot = FilePaths.parent(of: anchor)
            apps[index].evidence.framework = found.framework ?? (UnityDisplayActivations.isExport(at: unityRoot) ? .unity : nil)
        }
        if apps.isEmpty && errors.isEmpty && skipped.isEmpty, let project = inputs.projects.first {
            errors.append(
                InputError(path: paths.relative(project), reason: "nothing to inspect: the project has no iOS app target"))
        }
        return apps
    }

    private mutating func readBundle(_ path: String) -> Bundle? {
        do {
            let contents = try AppBundleReader.read(path, paths: paths, scope: scope)
            if let platform = contents.infoPlist.plist.otherPlatform {
                skipped.append(
                    SkippedTarget(
                        name: InputDiscovery.lastComponent(of: path), location: SourceLocation(path: contents.infoPlist.path),
                        platform: platform.name, reason: platform.reason))
                return nil
            }
            return Bundle(path: paths.relative(path), contents: contents)
        } catch {
            errors.append(error)
            return nil
        }
    }

    private mutating func readTargets(_ pbxproj: String) -> [Target] {
        var project: XcodeProject
        do {
            project = try XcodeProjectReader.read(pbxprojAt: pbxproj, within: scope)
        } catch {
            errors.append(InputError(path: paths.relative(pbxproj), reason: error.description))
            return []
        }
        // Locations name the project as output shows it; the source root and the Swift files
        // stay absolute, for reading.
        project.path = paths.relative(pbxproj)
        project.sourceRoot = paths.absolute(project.sourceRoot)
        project.targets = project.targets.map { target in
            var target = target
            target.sourcePaths = target.sourcePaths.map(paths.absolute)
            return target
        }
        let targets = ProjectTargets(project: project, paths: paths, scope: scope)
        let (iOSTargets, otherTargets) = targets.applications()
        skipped += otherTargets
        return iOSTargets.map { target in
            Target(
                project: project, target: target, evidence: targets.evidence(for: target, cache: &plists),
                productNames: targets.productNames(of: target), bundleIdentifiers: targets.bundleIdentifiers(of: target),
                xcconfigs: targets.xcconfigFiles(of: target),
                linkedModules: LinkedModules.modules(of: target, in: project, scope: scope)
            )
        }
    }

    /// The target that makes `bundle`: among those whose product name matches, the one whose
    /// bundle identifier matches too, then the one whose project lies nearest the bundle (a folder
    /// may hold two projects with a target of the same name).
    private static func bestTarget(for bundle: Bundle, among targets: [Target]) -> Int? {
        let identifier = bundle.contents.infoPlist.plist.bundleIdentifier
        var best: (index: Int, score: (Int, Int))?
        for index in targets.indices where targets[index].productNames.contains(where: bundle.productNames.contains) {
            let score = score(targets[index], bundle: bundle, identifier: identifier)
            if best.map({ score > $0.score }) ?? true { best = (index, score) }
        }
        return best?.index
    }

    /// Bundle identifier match first, then how many leading path components the project and the
    /// bundle share; ties keep the target met first.
    private static func score(_ target: Target, bundle: Bundle, identifier: String?) -> (Int, Int) {
        let identifierMatches = identifier.map(target.bundleIdentifiers.contains) ?? false
        let shared = zip(target.project.path.split(separator: "/"), bundle.path.split(separator: "/")).prefix { $0 == $1 }.count
        return (identifierMatches ? 1 : 0, shared)
    }

    /// The Info.plist at `path`, or `nil` with its one-line reason among the errors (one outside
    /// the scope is not read).
    mutating func loadInfoPlist(at path: String) -> InfoPlistEvidence? {
        if let refusal = scope.refusal(of: path) {
            errors.append(InputError(path: paths.relative(path), reason: "\(refusal.reason), so not read"))
            return nil
        }
        do {
            return try InfoPlistLoader.load(contentsOf: path, reportingPath: paths.relative(path))
        } catch {
            errors.append(error)
            return nil
        }
    }

    /// The app an Info.plist passed alone describes, named from its `CFBundleDisplayName`,
    /// `CFBundleName` or `CFBundleExecutable` (the file name when none is usable); a plist for
    /// another platform is skipped with the key that shows it.
    private mutating func readLoneInfoPlist(_ path: String) -> App? {
        guard let plist = loadInfoPlist(at: path) else { return nil }
        let name = plist.plist.appName ?? InputDiscovery.lastComponent(of: path)
        if let platform = plist.plist.otherPlatform {
            skipped.append(
                SkippedTarget(
                    name: name, location: SourceLocation(path: plist.path), platform: platform.name, reason: platform.reason))
            return nil
        }
        let isBuilt = plist.plist.isStampedByBuild
        var evidence = AppEvidence(
            name: name, builtInfoPlist: isBuilt ? plist : nil, sourceInfoPlist: isBuilt ? nil : plist
        )
        evidence.name = name
        let kind: InspectedInput.Kind = isBuilt ? .builtInfoPlist : .sourceInfoPlist
        let detail = isBuilt ? "stamped by an Xcode build" : "no build stamp"
        return App(name: name, inputs: [InspectedInput(kind: kind, path: plist.path, detail: detail)], evidence: evidence)
    }

    private func app(bundle: Bundle?, target: Target?, scans: [String: SourceFiles.Scan]) -> App {
        var inputs: [InspectedInput] = []
        var evidence = AppEvidence()
        if let bundle {
            evidence.builtInfoPlist = bundle.contents.infoPlist
            evidence.executable = bundle.contents.executable
            inputs.append(InspectedInput(kind: .builtInfoPlist, path: bundle.contents.infoPlist.path))
            if let executable = bundle.contents.executable {
                inputs.append(InspectedInput(kind: .executable, path: executable.path, detail: Self.describe(executable.slices)))
            }
        }
        if let target {
            evidence.project = target.evidence
            inputs.append(InspectedInput(kind: .xcodeProject, path: target.project.path, detail: "target \(target.target.name)"))
            // CocoaPods writes its xcconfigs on `pod install`, and `Pods/` is rarely committed: one
            // line for all of them, not one "no such file" per configuration.
            let missingPods = target.xcconfigs.filter(Self.isMissingPodsFile)
            for xcconfig in target.xcconfigs where !Self.isMissingPodsFile(xcconfig) {
                let problem = xcconfig.problems.first.map { "not fully read: \($0)" }
                inputs.append(InspectedInput(kind: .xcconfig, path: xcconfig.path, detail: problem))
            }
            if let first = missingPods.first {
                let count = missingPods.count == 1 ? "the .xcconfig" : "\(missingPods.count) .xcconfig files"
                inputs.append(
                    InspectedInput(
                        kind: .xcconfig, path: FilePaths.parent(of: first.path),
                        detail: "not found: CocoaPods generates \(count) the target is based on with pod install, so "
                            + "the settings they add (search paths, linker flags, PODS_ variables) are unknown; CocoaPods "
                            + "sets none of the Info.plist and scene-manifest settings the checks read"))
            }
            var seen = Set<String>()
            for case .loaded(let plist) in target.evidence.configurations.map(\.sourceInfoPlist)
            where seen.insert(plist.path).inserted {
                inputs.append(InspectedInput(kind: .sourceInfoPlist, path: plist.path))
            }
            let paths = target.target.sourcePaths
            evidence.code = SourceFiles.evidence(
                for: paths, from: scans, unlistedFolderCount: target.target.unlistedFolders.count)
            evidence.code?.unlistedFolders = target.target.unlistedFolders.map { describeUnlisted($0, in: target.project) }
            evidence.code?.externalDisplaySignals += linkedModuleSignals(of: target)
            evidence.code = evidence.code.map { engineCode(of: target, in: $0) }
            let count = evidence.code?.fileCount ?? 0
            inputs.append(
                InspectedInput(
                    kind: .sources, path: target.project.path,
                    detail: Self.describeSources(count: count, listed: paths.count)))
        }
        let name = bundle.map { InputDiscovery.lastComponent(of: $0.path) } ?? target?.target.name ?? "app"
        evidence.name = name
        return App(name: name, inputs: inputs, evidence: evidence)
    }

    /// Signs of an external display in the code the target links from the folder
    /// (``LinkedModules``), each naming its module: after the app's own, so that the app's own
    /// sign is the one shown first.
    private func linkedModuleSignals(of target: Target) -> [CodeEvidence.ExternalDisplaySignal] {
        target.linkedModules.flatMap { module in
            guard let code = SourceFiles.evidence(for: module.sourcePaths, from: linkedModuleScans) else {
                return [CodeEvidence.ExternalDisplaySignal]()
            }
            let accessories = code.accessorySources.map {
                CodeEvidence.ExternalDisplaySignal(kind: .sceneAccessory, location: $0.location)
            }
            return (code.externalDisplaySignals + accessories).map { signal in
                var signal = signal
                signal.module = module.name
                return signal
            }
        }
    }

    /// `code` with what engines say: a Unity game's own calls to `Display.Activate`, which put its
    /// engine's window on the new screen the way apps did before scenes, and every sign found in
    /// code an engine or framework vendors into the project marked as the library's.
    private func engineCode(of target: Target, in code: CodeEvidence) -> CodeEvidence {
        let root = target.project.sourceRoot
        var code = code
        let activations = UnityDisplayActivations.signals(forExportAt: root, scope: scope, paths: paths)
        code.externalDisplaySignals += activations
        code.sceneSuppliers += activations.compactMap { $0.location.map { .init(kind: .screenWindow, location: $0) } }.prefix(1)
        return VendoredCode.attributing(code, projectRoot: root, paths: paths)
    }

    /// Why the doctor did not list `folder` (absolute), which a target of `project` compiles, and
    /// how output names it: not at all when it lies outside the project folder.
    private func describeUnlisted(_ folder: String, in project: XcodeProject) -> CodeEvidence.UnlistedFolder {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if project.sourceRoot.hasPrefix(prefix) {
            return .init(path: scope.admits(folder) ? paths.relative(folder) : nil, reason: .enclosesProject)
        }
        switch scope.refusal(of: folder) {
        case .hidden?: return .init(path: paths.relative(folder), reason: .hidden)
        case .outside?: return .init(path: nil, reason: .outside)
        // Inside as written: the name the project gave it says nothing of where the link leads.
        case .linksOutside?: return .init(path: paths.relative(folder), reason: .outside)
        case nil: return .init(path: paths.relative(folder), reason: .cutShort)
        }
    }

    /// A CocoaPods `.xcconfig` (under `Pods/Target Support Files/`) that is not on disk.
    private static func isMissingPodsFile(_ xcconfig: (path: String, problems: [String])) -> Bool {
        xcconfig.path.contains("Pods/Target Support Files/")
            && xcconfig.problems.contains { $0.hasSuffix("no such file or directory") }
    }

    private static func describe(_ slices: [ExecutableEvidence.Slice]) -> String {
        slices.map { slice in
            let platform: String =
                switch slice.platform {
                case .iOS?: "iOS"
                case .iOSSimulator?: "iOS Simulator"
                case .other?: "other platform"
                case nil: "no build version"
                }
            let versions = [slice.minimumOS.map { "minimum \($0)" }, slice.sdk.map { "SDK \($0)" }].compactMap { $0 }
            return ([slice.architecture, platform] + versions).joined(separator: " ")
        }.joined(separator: "; ")
    }

    static func describeSources(count: Int, listed: Int) -> String {
        let files = count == 1 ? "1 source file" : "\(count) source files"
        let missing = listed - count
        return missing > 0 ? "\(files) (\(missing) listed but not read)" : files
    }
}

extension EvidenceAssembler.Bundle {
    /// Names a project target's product may match: the bundle's name, executable and `CFBundleName`.
    fileprivate var productNames: Set<String> {
        let plist = contents.infoPlist.plist
        return Set([FilePaths.stem(of: path), plist.executableName, plist.bundleName].compactMap { $0 })
    }
}
