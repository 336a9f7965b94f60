/// Which loose Info.plists a project already owns: one inside a project's folder, in or under a
/// folder whose files a target compiles, or in a folder that holds such a folder (see
/// ``EvidenceAssembler`` and ``InputDiscovery``).
///
/// Folders are kept in sets, and a plist is looked up by the folders above it: the work per plist
/// grows with the depth of its path, not with the number of folders the projects compile (2,000
/// plists against 40,000 compiled folders took 23 s when each plist was compared with each folder).
struct FolderOwnership {
    private let projectFolders: Set<String>
    private let compiledFolders: Set<String>
    /// Every folder above a compiled folder.
    private let foldersHoldingCompiledFolders: Set<String>

    init(projectFolders: some Sequence<String>, compiledFolders: some Sequence<String>) {
        self.projectFolders = Set(projectFolders.map(Self.withoutTrailingSlash))
        let compiled = Set(compiledFolders.map(Self.withoutTrailingSlash))
        self.compiledFolders = compiled
        var holding = Set<String>()
        for folder in compiled {
            // Stop at the first folder already there: the ones above it are there too.
            for ancestor in Self.ancestors(of: folder) {
                guard holding.insert(ancestor).inserted else { break }
            }
        }
        foldersHoldingCompiledFolders = holding
    }

    /// Whether `plist` (absolute) belongs to a project; `work` counts the folders looked up.
    func owns(_ plist: String, work: inout Int) -> Bool {
        let folder = FilePaths.parent(of: plist)
        work += 1
        if foldersHoldingCompiledFolders.contains(folder) { return true }
        for ancestor in Self.ancestors(of: plist) {
            work += 1
            if projectFolders.contains(ancestor) || compiledFolders.contains(ancestor) { return true }
        }
        return false
    }

    /// Whether `path` lies in one of the project folders (the compiled folders aside).
    func isInsideProjectFolder(_ path: String) -> Bool {
        Self.ancestors(of: path).contains(where: projectFolders.contains)
    }

    /// The folders above `path`, nearest first, up to `/`.
    private static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var current = Substring(withoutTrailingSlash(path))
        while let slash = current.lastIndex(of: "/") {
            current = slash == current.startIndex ? "/" : current[..<slash]
            result.append(String(current))
            if current == "/" { break }
        }
        return result
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
