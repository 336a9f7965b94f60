import Foundation

/// Lists the Swift and Objective-C source files under a folder on disk, as Xcode compiles them from a
/// file-system-synchronized folder.
///
/// The walk is bounded whatever the disk holds: hidden files and folders (names starting with
/// `.`) are skipped, symbolic links to folders are followed only to folders not yet visited (so
/// a link loop ends), and the walk stops after ``maximumDepth`` levels or ``maximumEntries`` entries.
enum SourceFileWalker {
    static let maximumDepth = 64
    static let maximumEntries = 200_000

    /// The source files under `folder` (see ``SourceFileKind``), as paths relative to it
    /// (`Views/Home.swift`), sorted.
    /// A missing or unreadable folder has none.
    static func sourceFiles(under folder: String) -> FolderListing {
        let fileManager = FileManager.default
        var found: [String] = []
        var visited: Set<String> = [canonicalPath(folder)]
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var entriesSeen = 0
        while let (relative, depth) = pending.popLast() {
            let directory = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            var subfolders: [(relative: String, depth: Int)] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                entriesSeen += 1
                guard entriesSeen <= maximumEntries else { return FolderListing(files: found.sorted(), isComplete: false) }
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = directory + "/" + name
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: childPath, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard depth + 1 < maximumDepth, visited.insert(canonicalPath(childPath)).inserted else { continue }
                    subfolders.append((childRelative, depth + 1))
                } else if SourceFileKind(path: name) != nil {
                    found.append(childRelative)
                }
            }
            // Reversed so that the walk goes depth-first in name order, which makes the folder
            // kept for two links to one target the same on every run.
            pending += subfolders.reversed()
        }
        return FolderListing(files: found.sorted())
    }

    /// The path with every symbolic link resolved, so that two routes to one folder compare equal.
    private static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
