/// Builds an ``XcodeProject`` from the parsed tree of a `project.pbxproj`.
///
/// Only a tree that is not a project at all (no dictionary at the top, no `objects`, no
/// `rootObject` naming a `PBXProject`) is an error. Below that, a missing object or a field of the
/// wrong type drops just that piece (a target, a configuration, a source file), because a real
/// project may be partly broken and the doctor reports what it can.
struct ProjectModelBuilder {
    private let objects: ProjectObjects
    private let resolver: SourcePathResolver
    private let synchronizedFolders: SynchronizedFolderSources

    /// Builds the model; `swiftFilesInFolder` lists the `.swift` files under a folder, relative to it.
    static func build(
        from root: PBXValue, pbxprojPath: String, sourceRoot: String,
        swiftFilesInFolder: (String) -> [String]
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
        let resolver = SourcePathResolver(objects: objects, projectDirectory: projectDirectory)
        let builder = ProjectModelBuilder(
            objects: objects, resolver: resolver,
            synchronizedFolders: SynchronizedFolderSources(objects: objects, resolver: resolver))
        return XcodeProject(
            path: pbxprojPath, sourceRoot: sourceRoot,
            buildConfigurations: builder.configurations(listID: project.string("buildConfigurationList")),
            targets: project.strings("targets").compactMap { id in
                builder.target(id: id, swiftFilesInFolder: swiftFilesInFolder)
            })
    }

    private init(objects: ProjectObjects, resolver: SourcePathResolver, synchronizedFolders: SynchronizedFolderSources) {
        self.objects = objects
        self.resolver = resolver
        self.synchronizedFolders = synchronizedFolders
    }

    private func target(id: String, swiftFilesInFolder: (String) -> [String]) -> XcodeProject.Target? {
        guard let target = objects.object(id, isa: "PBXNativeTarget"), let line = objects.line(of: id) else {
            return nil
        }
        return XcodeProject.Target(
            name: target.string("name") ?? target.string("productName") ?? id,
            productType: target.string("productType"),
            line: line,
            buildConfigurations: configurations(listID: target.string("buildConfigurationList")),
            swiftSourcePaths: swiftSources(of: target, id: id, swiftFilesInFolder: swiftFilesInFolder))
    }

    // MARK: - Build configurations

    private func configurations(listID: String?) -> [XcodeProject.BuildConfiguration] {
        guard let list = objects.object(listID, isa: "XCConfigurationList") else { return [] }
        return list.strings("buildConfigurations").compactMap { id in
            guard let configuration = objects.object(id, isa: "XCBuildConfiguration"),
                let name = configuration.string("name"), let line = objects.line(of: id)
            else { return nil }
            return XcodeProject.BuildConfiguration(
                name: name, line: line, settings: settings(configuration["buildSettings"]?.dictionary))
        }
    }

    /// Scalar settings keep their string; list settings keep their string elements. Each takes
    /// the line of its key, where a finding about it belongs.
    private func settings(_ dictionary: PBXDictionary?) -> [String: XcodeProject.BuildSetting] {
        var settings: [String: XcodeProject.BuildSetting] = [:]
        for entry in dictionary?.entries ?? [] {
            switch entry.value {
            case .string(let value, _):
                settings[entry.key] = XcodeProject.BuildSetting(value, line: entry.keyLine)
            case .array(let elements, _):
                settings[entry.key] = XcodeProject.BuildSetting(
                    values: elements.compactMap(\.string), line: entry.keyLine)
            case .dictionary:
                continue
            }
        }
        return settings
    }

    // MARK: - Swift sources

    /// The Sources build phase's Swift files first, in phase order, then those of the target's
    /// synchronized folders; each path once.
    private func swiftSources(
        of target: PBXDictionary, id: String, swiftFilesInFolder: (String) -> [String]
    ) -> [String] {
        let folderFiles = synchronizedFolders.swiftFiles(ofTarget: target, id: id, swiftFilesInFolder: swiftFilesInFolder)
        var paths: [String] = []
        var seen: Set<String> = []
        for path in sourcesPhaseFiles(of: target) + folderFiles where seen.insert(path).inserted {
            paths.append(path)
        }
        return paths
    }

    private func sourcesPhaseFiles(of target: PBXDictionary) -> [String] {
        target.strings("buildPhases").flatMap { phaseID -> [String] in
            guard let phase = objects.object(phaseID, isa: "PBXSourcesBuildPhase") else { return [] }
            return phase.strings("files").compactMap { buildFileID in
                let fileReference = objects.object(buildFileID, isa: "PBXBuildFile")?.string("fileRef")
                guard let fileReference, let path = resolver.absolutePath(of: fileReference) else { return nil }
                return path.hasSuffix(".swift") ? path : nil
            }
        }
    }
}
