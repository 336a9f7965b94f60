/// The source files (Swift, Objective-C) a target compiles from Xcode 16's file-system-synchronized folders.
///
/// A folder in a target's `fileSystemSynchronizedGroups` gives the target every source file under
/// it on disk. A `PBXFileSystemSynchronizedBuildFileExceptionSet` of that folder naming the target
/// flips membership for the paths it lists: they leave a target that owns the folder, and join a
/// target that does not (how Xcode shares one file of an app's folder with an extension).
struct SynchronizedFolderSources {
    private let objects: ProjectObjects
    private let resolver: SourcePathResolver
    /// The exception sets of every folder, grouped by the target they name.
    private let exceptionsByTarget: [String: TargetExceptions]

    /// The paths exception sets list for one target, by folder.
    private struct TargetExceptions {
        /// Folder IDs in the order the file first names them with this target.
        var folderIDs: [String] = []
        /// Folder ID → paths relative to the folder.
        var pathsByFolder: [String: [String]] = [:]
    }

    static let folderClass = "PBXFileSystemSynchronizedRootGroup"
    static let exceptionSetClass = "PBXFileSystemSynchronizedBuildFileExceptionSet"

    init(objects: ProjectObjects, resolver: SourcePathResolver) {
        self.objects = objects
        self.resolver = resolver
        exceptionsByTarget = Self.exceptionsByTarget(in: objects)
    }

    /// Absolute paths, folder by folder in the target's order, each folder's files sorted.
    /// `listFolder` gives a folder's source files relative to it. Each path and each exception
    /// looked at uses one unit of `budget`; the list stops when it runs out.
    /// Folders that enclose the project itself are not listed; they are added to `refused`.
    func sourceFiles(
        ofTarget target: PBXDictionary, id targetID: String, budget: inout Int, listFolder: (String) -> [String],
        refused: inout [String]
    ) -> [String] {
        let exceptions = exceptionsByTarget[targetID] ?? TargetExceptions()
        var ownFolderIDs: Set<String> = []
        var paths: [String] = []
        for folderID in target.strings("fileSystemSynchronizedGroups") where ownFolderIDs.insert(folderID).inserted {
            guard budget > 0, objects.object(folderID, isa: Self.folderClass) != nil,
                let folder = resolver.absolutePath(of: folderID)
            else { continue }
            guard !encloses(folder, resolver.projectDirectory) else {
                refused.append(folder)
                continue
            }
            let excludedPaths = exceptions.pathsByFolder[folderID] ?? []
            budget -= excludedPaths.count
            let excluded = Set(excludedPaths)
            for relative in listFolder(folder) where !Self.isExcluded(relative, by: excluded) {
                guard budget > 0 else { return paths }
                budget -= 1
                paths.append(FilePath.appending(relative, toNormalized: folder))
            }
        }
        for folderID in exceptions.folderIDs where !ownFolderIDs.contains(folderID) {
            guard budget > 0, let folder = resolver.absolutePath(of: folderID) else { continue }
            for relative in exceptions.pathsByFolder[folderID] ?? [] {
                guard budget > 0 else { return paths }
                budget -= 1
                if SourceFileKind(path: relative) != nil { paths.append(FilePath.appending(relative, toNormalized: folder)) }
            }
        }
        return paths
    }

    /// Whether `folder` strictly encloses the project's own folder (`path = /`, `..`): Xcode would
    /// compile the whole disk, and listing it would walk the whole disk, so it is not listed.
    private func encloses(_ folder: String, _ projectDirectory: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return projectDirectory.hasPrefix(prefix)
    }

    /// Whether `relative` or one of the folders it lies in is among `excluded`.
    private static func isExcluded(_ relative: String, by excluded: Set<String>) -> Bool {
        guard !excluded.isEmpty else { return false }
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if excluded.contains(prefix) { return true }
        }
        return false
    }

    private static func exceptionsByTarget(in objects: ProjectObjects) -> [String: TargetExceptions] {
        var byTarget: [String: TargetExceptions] = [:]
        for position in 0..<objects.count {
            guard let folder = objects.object(atPosition: position), folder.isa == folderClass else { continue }
            let folderID = objects.id(atPosition: position)
            for exceptionID in Set(folder.strings("exceptions")).sorted() {
                guard let exceptionSet = objects.object(exceptionID, isa: exceptionSetClass),
                    let targetID = exceptionSet.string("target")
                else { continue }
                let paths = exceptionSet.strings("membershipExceptions")
                if byTarget[targetID, default: TargetExceptions()].pathsByFolder[folderID] == nil {
                    byTarget[targetID, default: TargetExceptions()].folderIDs.append(folderID)
                }
                byTarget[targetID, default: TargetExceptions()].pathsByFolder[folderID, default: []] += paths
            }
        }
        return byTarget
    }
}
