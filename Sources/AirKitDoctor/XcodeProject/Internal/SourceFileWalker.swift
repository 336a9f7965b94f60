/// Lists the Swift and Objective-C source files under a folder on disk, as Xcode compiles them from a
/// file-system-synchronized folder.
///
/// The walk is bounded whatever the disk holds: hidden files and folders (names starting with
/// `.`) are skipped; a symbolic link is followed only when the ``ReadScope`` admits where it
/// leads, and to a folder only once (so a link loop ends); the walk stops after
/// ``ReadLimits/folderDepth`` levels, and every entry it looks at comes from the run's one budget
/// of ``ReadLimits/folderEntries``. What it does not list (a link out of the project folder, a
/// name that is not UTF-8, a folder past a bound) makes the listing incomplete, so the doctor
/// says "cannot tell" rather than that the folder holds nothing.
enum SourceFileWalker {
    /// The source files under `folder` (see ``SourceFileKind``), as paths relative to it
    /// (`Views/Home.swift`), sorted. A missing or unreadable folder has none; one `scope` refuses
    /// is not looked into, and its listing is incomplete.
    static func sourceFiles(under folder: String, within scope: ReadScope) -> FolderListing {
        files(under: folder, within: scope) { SourceFileKind(path: $0) != nil }
    }

    /// The files under `folder` whose names `isWanted` accepts, walked and bounded the same way.
    static func files(under folder: String, within scope: ReadScope, where isWanted: (String) -> Bool) -> FolderListing {
        guard scope.admits(folder), let root = ReadScope.resolvingLinks(folder) else {
            return FolderListing(files: [], isComplete: false)
        }
        var found: [String] = []
        var isComplete = true
        var visited: Set<String> = [root]
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let directory = relative.isEmpty ? folder : folder + "/" + relative
            guard case .success(let listing) = FolderEntries.list(directory) else { continue }
            if !listing.unreadableNames.isEmpty { isComplete = false }
            var subfolders: [(relative: String, depth: Int)] = []
            for entry in listing.entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
                guard scope.spendEntries() else { return FolderListing(files: found.sorted(), isComplete: false) }
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let childPath = directory + "/" + entry.name
                let isLink = entry.kind == .symbolicLink
                switch kind(of: entry, at: childPath) {
                case .folder:
                    guard !isLink || scope.admits(childPath), let target = ReadScope.resolvingLinks(childPath) else {
                        isComplete = false
                        continue
                    }
                    guard depth + 1 < ReadLimits.folderDepth else {
                        isComplete = false
                        continue
                    }
                    guard visited.insert(target).inserted else { continue }
                    subfolders.append((childRelative, depth + 1))
                case .file where isWanted(entry.name):
                    guard !isLink || scope.admits(childPath) else {
                        isComplete = false
                        continue
                    }
                    found.append(childRelative)
                default:
                    continue
                }
            }
            // Reversed so that the walk goes depth-first in name order, which makes the folder
            // kept for two links to one target the same on every run.
            pending += subfolders.reversed()
        }
        return FolderListing(files: found.sorted(), isComplete: isComplete)
    }

    /// What an entry is once links are followed: a folder, a file, or something else.
    private static func kind(of entry: FolderEntries.Entry, at path: String) -> FolderEntries.Kind {
        switch entry.kind {
        case .folder, .file, .other: return entry.kind
        case .symbolicLink, .unknown:
            switch FileStatus.of(path) {
            case .folder: return .folder
            case .regularFile: return .file
            default: return .other
            }
        }
    }
}
