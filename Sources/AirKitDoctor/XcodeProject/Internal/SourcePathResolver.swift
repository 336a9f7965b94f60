/// Turns file references and groups of a project into absolute paths, following the chain of
/// parent groups the way Xcode does for `sourceTree = "<group>"`.
///
/// Elements relative to the build products, the SDK or the developer folder have no place in the
/// source tree and resolve to `nil`, as do missing objects and parent chains that loop. Each
/// element is resolved once and remembered, so resolving every file of a project costs one walk
/// per group whatever the nesting.
final class SourcePathResolver {
    private let objects: ProjectObjects
    /// The folder `<group>` paths at the top of the tree and `SOURCE_ROOT` paths start from.
    let projectDirectory: String
    /// Each element's group, from the `children` of every group: by object position, the
    /// position of its group, or -1. Positions rather than IDs, because a large project has
    /// hundreds of thousands of elements and a table of their IDs would cost more than the parse.
    private let parents: [Int32]
    /// Paths already resolved, by object position; `nil` for elements that cannot be placed.
    private var resolved: [Int32: String?] = [:]

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
        guard let position = objects.position(of: id) else { return nil }
        // Walk up through `<group>` elements until one whose path is known or fixed by itself.
        var chain: [(position: Int32, path: String?)] = []
        var current = Int32(position)
        var anchor: String?
        while true {
            if let known = resolved[current] {
                anchor = known
                break
            }
            guard chain.count < Self.maximumChainLength, let element = objects.object(atPosition: Int(current)) else {
                anchor = nil
                break
            }
            let sourceTree = element.string("sourceTree") ?? "<group>"
            let path = element.string("path")
            if sourceTree == "<group>", case let parent = parents[Int(current)], parent >= 0 {
                chain.append((current, path))
                current = parent
                continue
            }
            anchor = anchoredPath(sourceTree: sourceTree, path: path)
            resolved[current] = .some(anchor)
            break
        }
        // Then come back down, resolving and remembering each element on the way.
        var path = anchor
        for link in chain.reversed() {
            path = path.map { folder in link.path.map { FilePath.appending($0, toNormalized: folder) } ?? folder }
            resolved[link.position] = .some(path)
        }
        return path
    }

    /// The path of an element that does not depend on a parent group.
    private func anchoredPath(sourceTree: String, path: String?) -> String? {
        switch sourceTree {
        case "<absolute>":
            path.map(FilePath.normalized)
        case "SOURCE_ROOT", "<group>":
            FilePath.join(projectDirectory, [path ?? ""])
        default:
            nil
        }
    }

    private static let groupClasses: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    /// The first group (in file order) that lists each element among its `children`.
    private static func parentsByChild(in objects: ProjectObjects) -> [Int32] {
        var parents = [Int32](repeating: -1, count: objects.count)
        for position in 0..<objects.count {
            guard let group = objects.object(atPosition: position), let isa = group.isa, groupClasses.contains(isa) else {
                continue
            }
            for child in group.strings("children") {
                guard let childPosition = objects.position(of: child), parents[childPosition] < 0 else { continue }
                parents[childPosition] = Int32(position)
            }
        }
        return parents
    }
}
