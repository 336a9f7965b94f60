/// Turns file references and groups of a project into absolute paths, following the chain of
/// parent groups the way Xcode does for `sourceTree = "<group>"`.
///
/// Elements relative to the build products, the SDK or the developer folder have no place in the
/// source tree and resolve to `nil`, as do missing objects and parent chains that loop.
struct SourcePathResolver {
    private let objects: ProjectObjects
    /// The folder `<group>` paths at the top of the tree and `SOURCE_ROOT` paths start from.
    private let projectDirectory: String
    /// Each element's group, from the `children` of every group.
    private let parents: [String: String]

    /// No real project nests groups anywhere near this deep; a longer chain is a loop.
    static let maximumChainLength = 256

    init(objects: ProjectObjects, projectDirectory: String) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        parents = Self.parentsByChild(in: objects)
    }

    /// The absolute, normalized path of the file reference or group `id`, or `nil` when it cannot
    /// be placed in the source tree.
    func absolutePath(of id: String) -> String? {
        var components: [String] = []
        var currentID = id
        for _ in 0..<Self.maximumChainLength {
            guard let element = objects.object(currentID) else { return nil }
            let path = element.string("path")
            switch element.string("sourceTree") ?? "<group>" {
            case "<absolute>":
                guard let path else { return nil }
                return FilePath.join(path, components.reversed())
            case "SOURCE_ROOT":
                return FilePath.join(projectDirectory, [path ?? ""] + components.reversed())
            case "<group>":
                if let path { components.append(path) }
                guard let parent = parents[currentID] else {
                    return FilePath.join(projectDirectory, components.reversed())
                }
                currentID = parent
            default:
                return nil
            }
        }
        return nil
    }

    private static let groupClasses: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    private static func parentsByChild(in objects: ProjectObjects) -> [String: String] {
        var parents: [String: String] = [:]
        for entry in objects.table.entries {
            guard let group = entry.value.dictionary, let isa = group.isa, groupClasses.contains(isa) else {
                continue
            }
            for child in group.strings("children") where parents[child] == nil {
                parents[child] = entry.key
            }
        }
        return parents
    }
}
