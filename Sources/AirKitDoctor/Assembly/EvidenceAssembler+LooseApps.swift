import AirKitConfiguration

/// Apps in folders without an `.xcodeproj`: the project is generated (Tuist, CMake, SwiftPM) or not
/// committed, so only the Info.plist, the generator's manifest and the sources can be read.
extension EvidenceAssembler {
    struct LooseApp {
        var name: String
        /// `nil` when the generator writes the Info.plist and none is on disk.
        var plist: InfoPlistEvidence?
        /// Absolute paths of the Swift and Objective-C files beside the Info.plist or manifest.
        var sourcePaths: [String]
        /// The tool that generates the project, when a file of its own shows it.
        var generator: ProjectGenerator?
        /// The Tuist or SwiftPM manifest that declares the app, absolute.
        var manifestPath: String?
        /// Where the sources were looked for.
        var folder: String
    }

    /// How many folders above the Info.plist the doctor looks for a generator's file.
    static let generatorSearchDepth = 6

    /// The app whose Info.plist is at `path`; its sources and generator are looked for no higher
    /// than `root`, the folder the doctor was asked to search.
    mutating func readLooseApp(infoPlistAt path: String, within root: String?) -> LooseApp? {
        guard let plist = loadInfoPlist(at: path) else { return nil }
        let folder = FilePaths.parent(of: path)
        if let platform = plist.plist.otherPlatform {
            skipped.append(
                SkippedTarget(
                    name: Self.appName(forInfoPlistIn: folder), location: SourceLocation(path: plist.path),
                    platform: platform.name, reason: platform.reason))
            return nil
        }
        return LooseApp(
            name: Self.appName(forInfoPlistIn: folder), plist: plist,
            sourcePaths: Self.sources(besideInfoPlistIn: folder, within: root, scope: scope),
            generator: Self.generator(above: folder, within: root), folder: folder)
    }

    /// The apps the Tuist and SwiftPM manifests declare; those for other platforms are skipped.
    mutating func readManifestApps(_ manifests: [String], within root: String?) -> [LooseApp] {
        var apps: [LooseApp] = []
        for manifest in manifests {
            guard let data = try? FileReading.contents(of: manifest, limit: SourceFiles.fileSizeLimit, within: scope) else {
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            let folder = FilePaths.parent(of: manifest)
            let declared =
                InputDiscovery.lastComponent(of: manifest) == ProjectGenerator.tuist.rawValue
                ? ManifestAppScanner.tuistApps(
                    in: text, manifestPath: manifest,
                    helperTexts: Self.tuistHelperTexts(above: folder, within: root, scope: scope))
                : ManifestAppScanner.swiftPMApps(in: text, manifestPath: manifest)
            for app in declared {
                guard app.platform == "iOS" else {
                    skipped.append(
                        SkippedTarget(
                            name: app.name, location: SourceLocation(path: paths.relative(manifest), line: app.line),
                            platform: app.platform,
                            reason: "declared for \(app.platform) in \(InputDiscovery.lastComponent(of: manifest))"))
                    continue
                }
                apps.append(readManifestApp(app, folder: folder))
            }
        }
        return apps
    }

    private mutating func readManifestApp(_ app: ManifestApp, folder: String) -> LooseApp {
        var plist: InfoPlistEvidence?
        if let path = app.infoPlistPath, FileStatus.of(path) != .missing { plist = loadInfoPlist(at: path) }
        let files = XcodeProjectReader.sourceFolderOnDisk(under: folder, within: scope).files.filter { !$0.hasPrefix("Tuist/") }
        return LooseApp(
            name: app.name, plist: plist, sourcePaths: files.map { InputDiscovery.join(folder, $0) },
            generator: app.generator, manifestPath: app.manifestPath, folder: folder)
    }

    /// The Swift files of the nearest `Tuist/ProjectDescriptionHelpers` at or above `folder`, no
    /// higher than `root`.
    static func tuistHelperTexts(above folder: String, within root: String?, scope: ReadScope) -> [String] {
        let helpers = folders(from: folder, within: root).lazy.map { InputDiscovery.join($0, "Tuist/ProjectDescriptionHelpers") }
        guard let found = helpers.first(where: { FileStatus.of($0) == .folder }) else { return [] }
        return XcodeProjectReader.sourceFolderOnDisk(under: found, within: scope).files.compactMap { file in
            (try? FileReading.contents(of: InputDiscovery.join(found, file), limit: ReadLimits.sourceFileBytes, within: scope))
                .map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// `folder` and the folders above it, nearest first: at most ``generatorSearchDepth`` of
    /// them, and none above `root`.
    static func folders(from folder: String, within root: String?) -> [String] {
        var folders: [String] = []
        var current = folder
        while folders.count < generatorSearchDepth, isWithin(current, root) {
            folders.append(current)
            let parent = FilePaths.parent(of: current)
            guard parent != current, !parent.isEmpty else { break }
            current = parent
        }
        return folders
    }

    /// Folder names that say what a folder holds rather than which app it is.
    static let supportFolderNames: Set<String> = [
        "Support", "SupportingFiles", "Supporting Files", "Resources", "Config", "Configs", "Configuration", "Info", "Plists",
    ]

    /// The folder holding the Info.plist, or its parent when that folder is a `Support/`-like one.
    static func appName(forInfoPlistIn folder: String) -> String {
        let name = InputDiscovery.lastComponent(of: folder)
        guard supportFolderNames.contains(name) else { return name }
        return InputDiscovery.lastComponent(of: FilePaths.parent(of: folder))
    }

    /// The sources under the Info.plist's folder; when it has none (a `Support/` or `Resources/`
    /// folder), those under its parent.
    static func sources(besideInfoPlistIn folder: String, within root: String?, scope: ReadScope) -> [String] {
        let parent = FilePaths.parent(of: folder)
        let candidates = isWithin(parent, root) ? [folder, parent] : [folder]
        for candidate in candidates {
            let files = XcodeProjectReader.sourceFolderOnDisk(under: candidate, within: scope).files
            if !files.isEmpty { return files.map { InputDiscovery.join(candidate, $0) } }
        }
        return []
    }

    /// The generator whose file is in the Info.plist's folder or the nearest folder above it.
    static func generator(above folder: String, within root: String?) -> ProjectGenerator? {
        for current in folders(from: folder, within: root) {
            if let found = ProjectGenerator.allCases.first(where: {
                FileStatus.of(InputDiscovery.join(current, $0.rawValue)) != .missing
            }) {
                return found
            }
        }
        return nil
    }

    /// Whether `folder` is `root` or lies under it; any folder when there is no root.
    static func isWithin(_ folder: String, _ root: String?) -> Bool {
        guard let root else { return true }
        return folder == root || InputDiscovery.isInside(folder, folder: root)
    }

    func app(loose: LooseApp, scans: [String: SourceFiles.Scan]) -> App {
        var evidence = AppEvidence(name: loose.name, sourceInfoPlist: loose.plist)
        evidence.code = SourceFiles.evidence(for: loose.sourcePaths, from: scans)
        evidence.projectUnavailableReason =
            loose.generator.map { "the Xcode project is generated by \($0.description) and not committed" }
            ?? "the folder holds no .xcodeproj or project.yml"
        var inputs: [InspectedInput] = []
        if let manifest = loose.manifestPath {
            inputs.append(InspectedInput(kind: .projectManifest, path: paths.relative(manifest), detail: "target \(loose.name)"))
        }
        if let plist = loose.plist {
            let detail = loose.manifestPath == nil ? "found by its contents" : nil
            inputs.append(InspectedInput(kind: .sourceInfoPlist, path: plist.path, detail: detail))
        }
        let count = evidence.code?.fileCount ?? 0
        inputs.append(
            InspectedInput(
                kind: .sources, path: paths.relative(loose.folder),
                detail: Self.describeSources(count: count, listed: loose.sourcePaths.count)))
        return App(name: loose.name, inputs: inputs, evidence: evidence)
    }
}
