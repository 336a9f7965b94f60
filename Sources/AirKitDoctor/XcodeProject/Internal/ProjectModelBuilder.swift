/// Builds an ``XcodeProject`` from the parsed tree of a `project.pbxproj`.
///
/// Only a tree that is not a project at all (no dictionary at the top, no `objects`, no
/// `rootObject` naming a `PBXProject`) is an error. Below that, a missing object or a field of the
/// wrong type drops just that piece (a target, a configuration, a source file), because a real
/// project may be partly broken and the doctor reports what it can.
///
/// The work stays in proportion to the file, whatever it holds: configuration lists, build phases
/// and folder listings shared by many targets are built once, and the Swift source paths (and
/// membership exceptions) looked at for all targets together stop at
/// ``XcodeProjectReader/maximumSourcePaths``.
final class ProjectModelBuilder {
    private let objects: ProjectObjects
    private let resolver: SourcePathResolver
    private let synchronizedFolders: SynchronizedFolderSources
    private let sourceFilesInFolder: (String) -> FolderListing
    private var configurationsByList: [String: [XcodeProject.BuildConfiguration]] = [:]
    private var configurationsByID: [String: XcodeProject.BuildConfiguration] = [:]
    private var sourceFilesByPhase: [String: [String]] = [:]
    private var sourceFilesByFolder: [String: [String]] = [:]
    /// Folders whose on-disk listing stopped at its bound.
    private var incompleteFolders: Set<String> = []
    private var remainingSourcePaths = XcodeProjectReader.maximumSourcePaths

    /// Builds the model; `sourceFilesInFolder` lists the source files under a folder, relative to it.
    static func build(
        from root: PBXValue, pbxprojPath: String, sourceRoot: String,
        sourceFilesInFolder: (String) -> FolderListing
    ) throws(XcodeProjectReadError) -> XcodeProject {
        guard let top = root.dictionary else {
            throw XcodeProjectReadError(description: "line \(root.line): the top level is not a dictionary")
        }
        guard let table = top["objects"]?.dictionary else {
            throw XcodeProjectReadError(description: "line \(root.line): no 'objects' dictionary")
        }
        let objects = ProjectObjects(table: table)
        guard let project = objects.object(top.string("rootObject"), isa: "PBXProject") else {
            let line = top.entry(forKey: "rootObject")?.keyLine ?? root.line
            throw XcodeProjectReadError(description: "line \(line): 'rootObject' does not name a PBXProject")
        }
        let projectDirectory = FilePath.join(sourceRoot, [project.string("projectDirPath") ?? ""])
        return withoutActuallyEscaping(sourceFilesInFolder) { lister in
            let builder = ProjectModelBuilder(objects: objects, projectDirectory: projectDirectory, lister: lister)
            return XcodeProject(
                path: pbxprojPath, sourceRoot: sourceRoot,
                buildConfigurations: builder.configurations(listID: project.string("buildConfigurationList")),
                targets: project.strings("targets").compactMap(builder.target(id:)))
        }
    }

    private init(objects: ProjectObjects, projectDirectory: String, lister: @escaping (String) -> FolderListing) {
        self.objects = objects
        resolver = SourcePathResolver(objects: objects, projectDirectory: projectDirectory)
        synchronizedFolders = SynchronizedFolderSources(objects: objects, resolver: resolver)
        sourceFilesInFolder = lister
    }

    private func target(id: String) -> XcodeProject.Target? {
        guard let target = objects.object(id, isa: "PBXNativeTarget"), let line = objects.line(of: id) else {
            return nil
        }
        let sources = sourceFiles(of: target, id: id)
        var built = XcodeProject.Target(
            name: Self.name(of: target, id: id),
            productType: target.string("productType"),
            line: line,
            buildConfigurations: configurations(listID: target.string("buildConfigurationList")),
            sourcePaths: sources.paths, packageProducts: packageProducts(of: target), unlistedFolders: sources.unlistedFolders,
            scriptOutputPaths: scriptOutputPaths(of: target))
        built.dependencyTargetNames = target.strings("dependencies").compactMap { dependencyID in
            let targetID = objects.object(dependencyID, isa: "PBXTargetDependency")?.string("target")
            return objects.object(targetID, isa: "PBXNativeTarget").map { Self.name(of: $0, id: targetID ?? "") }
        }
        built.localPackageProducts = localPackageProducts(of: target)
        return built
    }

    private static func name(of target: PBXDictionary, id: String) -> String {
        target.string("name") ?? target.string("productName") ?? id
    }

    // MARK: - Build configurations

    private func configurations(listID: String?) -> [XcodeProject.BuildConfiguration] {
        guard let listID else { return [] }
        if let built = configurationsByList[listID] { return built }
        let list = objects.object(listID, isa: "XCConfigurationList")
        let configurations = (list?.strings("buildConfigurations") ?? []).compactMap(configuration(id:))
        configurationsByList[listID] = configurations
        return configurations
    }

    private func configuration(id: String) -> XcodeProject.BuildConfiguration? {
        if let built = configurationsByID[id] { return built }
        guard let configuration = objects.object(id, isa: "XCBuildConfiguration"),
            let name = configuration.string("name"), let line = objects.line(of: id)
        else { return nil }
        let built = XcodeProject.BuildConfiguration(
            name: name, line: line, settings: Self.settings(configuration["buildSettings"]?.dictionary),
            baseConfigurationPath: baseConfigurationPath(of: configuration))
        configurationsByID[id] = built
        return built
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path relative
    /// to an anchor folder, used when the file sits in a synchronized folder.
    private func baseConfigurationPath(of configuration: PBXDictionary) -> String? {
        if let reference = configuration.string("baseConfigurationReference") {
            return resolver.absolutePath(of: reference)
        }
        guard let anchor = configuration.string("baseConfigurationReferenceAnchor").flatMap(resolver.absolutePath(of:)),
            let relative = configuration.string("baseConfigurationReferenceRelativePath")
        else { return nil }
        return FilePath.join(anchor, [relative])
    }

    /// Scalar settings keep their string; list settings keep their string elements. Each takes
    /// the line of its key, where a finding about it belongs.
    private static func settings(_ dictionary: PBXDictionary?) -> [String: XcodeProject.BuildSetting] {
        var settings: [String: XcodeProject.BuildSetting] = [:]
        for entry in dictionary?.entries ?? [] {
            switch entry.value {
            case .string(let value, _):
                settings[entry.key] = XcodeProject.BuildSetting(value, line: entry.keyLine)
            case .array(let elements, _):
                settings[entry.key] = XcodeProject.BuildSetting(values: elements.compactMap(\.string), line: entry.keyLine)
            case .dictionary:
                continue
            }
        }
        return settings
    }

    // MARK: - Run Script outputs

    private func scriptOutputPaths(of target: PBXDictionary) -> [String] {
        target.strings("buildPhases").flatMap { phaseID in
            objects.object(phaseID, isa: "PBXShellScriptBuildPhase")?.strings("outputPaths") ?? []
        }
    }

    // MARK: - Package products

    /// The product names of the target's `packageProductDependencies`, in order.
    private func packageProducts(of target: PBXDictionary) -> [String] {
        target.strings("packageProductDependencies").compactMap { id in
            objects.object(id, isa: "XCSwiftPackageProductDependency")?.string("productName")
        }
    }

    /// The products of the target's `packageProductDependencies` that come from a local package
    /// (`XCLocalSwiftPackageReference`, Xcode 15 and later), with the package's folder.
    private func localPackageProducts(of target: PBXDictionary) -> [XcodeProject.LocalPackageProduct] {
        target.strings("packageProductDependencies").compactMap { id in
            guard let dependency = objects.object(id, isa: "XCSwiftPackageProductDependency"),
                let product = dependency.string("productName"),
                let package = objects.object(dependency.string("package"), isa: "XCLocalSwiftPackageReference"),
                let relativePath = package.string("relativePath"), !relativePath.isEmpty
            else { return nil }
            return XcodeProject.LocalPackageProduct(
                productName: product, packagePath: FilePath.join(resolver.projectDirectory, [relativePath]))
        }
    }

    // MARK: - Sources

    /// The Sources build phase's Swift and Objective-C files first, in phase order, then those of the target's
    /// synchronized folders; each path once.
    private func sourceFiles(of target: PBXDictionary, id: String) -> (paths: [String], unlistedFolders: [String]) {
        var paths: [String] = []
        var seen: Set<String> = []
        for phaseID in target.strings("buildPhases") {
            for path in sourceFiles(ofPhase: phaseID) {
                guard remainingSourcePaths > 0 else { return (paths, []) }
                remainingSourcePaths -= 1
                if seen.insert(path).inserted { paths.append(path) }
            }
        }
        var listedFolders: [String] = []
        var unlistedFolders: [String] = []
        let folderFiles = synchronizedFolders.sourceFiles(
            ofTarget: target, id: id, budget: &remainingSourcePaths,
            listFolder: { folder in
                listedFolders.append(folder)
                return self.listing(of: folder)
            }, refused: &unlistedFolders)
        for path in folderFiles where seen.insert(path).inserted {
            paths.append(path)
        }
        return (paths, unlistedFolders + listedFolders.filter(incompleteFolders.contains))
    }

    private func sourceFiles(ofPhase phaseID: String) -> [String] {
        if let known = sourceFilesByPhase[phaseID] { return known }
        let phase = objects.object(phaseID, isa: "PBXSourcesBuildPhase")
        let files = (phase?.strings("files") ?? []).compactMap { buildFileID -> String? in
            let fileReference = objects.object(buildFileID, isa: "PBXBuildFile")?.string("fileRef")
            guard let fileReference, let path = resolver.absolutePath(of: fileReference) else { return nil }
            return SourceFileKind(path: path) != nil ? path : nil
        }
        sourceFilesByPhase[phaseID] = files
        return files
    }

    /// Each folder is listed once, however many synchronized groups (or links to it) name it.
    private func listing(of folder: String) -> [String] {
        let key = ReadScope.resolvingLinks(folder) ?? folder
        if let known = sourceFilesByFolder[key] {
            if incompleteFolders.contains(key) { incompleteFolders.insert(folder) }
            return known
        }
        let listing = sourceFilesInFolder(folder)
        if !listing.isComplete { incompleteFolders.formUnion([folder, key]) }
        sourceFilesByFolder[key] = listing.files
        return listing.files
    }
}
